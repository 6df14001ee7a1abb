import { fontPairs } from '@sitewright/templates';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRouter, useSearchParams } from '../../router/router.tsx';
import { Button } from '../../ui/button.tsx';
import { AboutStep, checkAbout, type StepProps } from './about-step.tsx';
import { CreationProgress } from './creation-progress.tsx';
import { LaunchStep } from './launch-step.tsx';
import { initialAnswers, type OnboardingAnswers } from './onboarding-answers.ts';
import { keepWebsiteSettings, readWebsiteSettings } from './onboarding-storage.ts';
import { palettes } from './palettes.ts';
import { ColourStep, FontStep, SectionStep } from './style-steps.tsx';
import { useCreation } from './use-creation.ts';

/** Spec §2 onboarding steps, in order. */
const steps = [
  { id: 'about', label: 'About', Step: AboutStep },
  { id: 'fonts', label: 'Fonts', Step: FontStep },
  { id: 'colours', label: 'Colours', Step: ColourStep },
  { id: 'sections', label: 'Sections', Step: SectionStep },
  { id: 'launch', label: 'Launch', Step: LaunchStep },
] as const;

/**
 * The wizard: five steps, then the creation progress; success opens `/designer/{id}`. `trial`: the
 * visitor has no account, so the website is made as a trial they keep by signing up.
 */
export function OnboardingWizard({ trial = false }: { trial?: boolean }) {
  const search = useSearchParams();
  const { navigate } = useRouter();
  const query = search.toString();
  // Spec §4: the website settings being collected are kept in session storage (a reload keeps them).
  const [stored] = useState(() => {
    const kept = readWebsiteSettings({
      fontPairs: fontPairs.length,
      palettes: palettes.length,
      steps: steps.length,
    });
    return kept?.query === query ? kept : null;
  });
  const [answers, setAnswers] = useState<OnboardingAnswers>(() => stored?.answers ?? initialAnswers(search));
  const [stepIndex, setStepIndex] = useState(stored?.step ?? 0);
  const [errors, setErrors] = useState<StepProps['errors']>({});
  const creation = useCreation(answers, trial);
  const stepHeading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (creation.state.phase !== 'done') keepWebsiteSettings({ answers, step: stepIndex, query });
  }, [answers, stepIndex, query, creation.state.phase]);

  useEffect(() => {
    if (creation.state.phase === 'done') {
      keepWebsiteSettings(null);
      const id = creation.state.websiteId;
      const go = setTimeout(() => navigate(`/designer/${encodeURIComponent(id)}`), 600);
      return () => clearTimeout(go);
    }
  }, [creation.state, navigate]);

  const step = steps[stepIndex] ?? steps[0];
  const update = (change: Partial<OnboardingAnswers>) => setAnswers((a) => ({ ...a, ...change }));
  const goTo = (index: number) => {
    setStepIndex(index);
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  function next(event: FormEvent) {
    event.preventDefault();
    if (step.id === 'about') {
      const found = checkAbout(answers);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    if (step.id === 'launch') void creation.start();
    else goTo(stepIndex + 1);
  }

  if (creation.state.phase !== 'idle') {
    return (
      <CreationProgress
        state={creation.state}
        stages={creation.stages}
        onRetry={() => void creation.start()}
        onAddDetails={() => {
          creation.reset();
          goTo(0);
        }}
      />
    );
  }

  const { Step } = step;
  return (
    <form className="wizard" onSubmit={next} noValidate>
      <ol className="wizard__steps" aria-label="Steps">
        {steps.map((s, index) => (
          <li key={s.id} aria-current={index === stepIndex ? 'step' : undefined}>
            {s.label}
          </li>
        ))}
      </ol>
      <p className="wizard__count" ref={stepHeading} tabIndex={-1}>
        Step {stepIndex + 1} of {steps.length}: {step.label}
      </p>
      <Step answers={answers} update={update} errors={errors} />
      <div className="wizard__actions">
        {stepIndex > 0 ? (
          <Button variant="secondary" onClick={() => goTo(stepIndex - 1)}>
            Back
          </Button>
        ) : null}
        <Button type="submit">{step.id === 'launch' ? 'Create my website' : 'Next'}</Button>
      </div>
    </form>
  );
}
