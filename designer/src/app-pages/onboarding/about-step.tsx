import { contactEmail, dialablePhone, openingHours, serviceArea } from '@sitewright/model';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { NameSuggestions } from './name-suggestions.tsx';
import { type OnboardingAnswers, serviceAreaOf } from './onboarding-answers.ts';
import { openingHoursOf } from './opening-hours-lines.ts';
import { ReachFields } from './reach-fields.tsx';
import { ServiceChips } from './service-chips.tsx';
import { useServiceSuggestions } from './use-service-suggestions.ts';

export interface StepProps {
  answers: OnboardingAnswers;
  update(change: Partial<OnboardingAnswers>): void;
  /** Field errors of the step, by field name, after a refused "Next". */
  errors: Partial<Record<keyof OnboardingAnswers, string>>;
}

/** The about step: name (with suggestions), description, location (auto-detected), optional link. */
export function AboutStep({ answers, update, errors }: StepProps) {
  const { suggestions, status } = useServiceSuggestions(answers);
  return (
    <>
      <fieldset className="wizard__fieldset">
        <legend>About your business</legend>
        <TextAreaField
          label="What does your business do?"
          hint="A sentence or two: your services, who you serve and where."
          name="description"
          rows={4}
          maxLength={1024}
          value={answers.description}
          error={errors.description ?? null}
          onChange={(event) => update({ description: event.target.value })}
        />
        <TextField
          label="Business name"
          name="businessName"
          autoComplete="organization"
          maxLength={48}
          value={answers.businessName}
          error={errors.businessName ?? null}
          onChange={(event) => update({ businessName: event.target.value })}
        />
        <NameSuggestions
          description={answers.description}
          industry={answers.industry}
          onPick={(businessName) => update({ businessName })}
        />
        <TextField
          label="Location"
          hint="Detected from your device's time zone. Change it if it is not where you work."
          name="location"
          autoComplete="address-level2"
          maxLength={128}
          value={answers.location}
          error={errors.location ?? null}
          onChange={(event) => update({ location: event.target.value })}
        />
        <TextField
          label="Your existing page"
          optional
          hint="A Facebook, Yelp, Thumbtack or GitHub page, or your current website: we import its content."
          name="link"
          type="url"
          inputMode="url"
          value={answers.link}
          error={errors.link ?? null}
          onChange={(event) => update({ link: event.target.value })}
        />
      </fieldset>
      <ServiceChips
        services={answers.services}
        suggestions={suggestions}
        onChange={(services) => update({ services })}
        status={status}
        error={errors.services ?? null}
      />
      <ReachFields answers={answers} update={update} errors={errors} />
    </>
  );
}

/** The first message of a model schema's refusal, or null when the value passes. */
function refusal(result: { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

/** The about step's checks; an empty object means it may go on. */
export function checkAbout(answers: OnboardingAnswers): StepProps['errors'] {
  const errors: StepProps['errors'] = {};
  if (!answers.businessName.trim()) errors.businessName = 'Business name is required';
  if (!answers.description.trim()) errors.description = 'Please describe your business';
  const link = answers.link.trim();
  if (link && !/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(link))
    errors.link = 'Enter a full web address (https://…)';
  // What only the owner knows, checked with the model's rules (the api refuses the same).
  const checks = {
    phone: refusal(dialablePhone.safeParse(answers.phone.trim())),
    email: refusal(contactEmail.safeParse(answers.email.trim())),
    serviceArea: refusal(serviceArea.safeParse(serviceAreaOf(answers.serviceArea))),
    hours: refusal(openingHours.safeParse(openingHoursOf(answers.hours))),
  };
  for (const [field, message] of Object.entries(checks) as Array<[keyof typeof checks, string | null]>) {
    if (message) errors[field] = message;
  }
  return errors;
}
