import type { Industry } from '@sitewright/model';
import { useState } from 'react';
import { industries } from '../marketing/industries/industry-list.ts';
import { Band, Hero } from '../marketing/page-parts.tsx';
import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { ButtonLink } from '../ui/button.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { SelectField, TextAreaField, TextField } from '../ui/field.tsx';
import { ToolForm, ToolResults } from './tool-parts.tsx';
import {
  type BusinessNamesAnswer,
  type BusinessNamesRequest,
  toolLimits,
  toolPaths,
  useToolCall,
} from './tools-api.ts';

const industryOptions = [
  { value: '', label: 'Any industry' },
  ...industries.map(({ slug, name }) => ({ value: slug, label: name })),
];

function BusinessNamePage() {
  const [description, setDescription] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [industry, setIndustry] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const call = useToolCall<BusinessNamesRequest, BusinessNamesAnswer>(toolPaths.businessNames);

  const submit = () => {
    if (description.trim() === '') return setMissing('Describe your business in a sentence or two.');
    setMissing(null);
    void call.run({
      description: description.trim(),
      ...(businessName.trim() ? { businessName: businessName.trim() } : {}),
      // The select offers the industries' slugs only: the model's enum (`routes.test.ts`).
      ...(industry ? { industry: industry as Industry } : {}),
    });
  };

  return (
    <>
      <Hero
        title="Business name generator"
        lead="Describe what your business does and get twelve name ideas. Copy the ones you like, or build a website with one straight away."
      />
      <ToolForm onSubmit={submit} pending={call.pending} error={call.error} submitLabel="Suggest names">
        <TextAreaField
          label="What does your business do?"
          hint="For example: mobile dog grooming in Leeds, with a van that comes to your door."
          name="description"
          rows={4}
          maxLength={toolLimits.businessDescription}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={missing}
          required
        />
        <TextField
          label="A word or name to include"
          optional
          name="businessName"
          maxLength={toolLimits.businessName}
          value={businessName}
          onChange={(event) => setBusinessName(event.target.value)}
        />
        <SelectField
          label="Industry"
          optional
          name="industry"
          value={industry}
          onChange={setIndustry}
          options={industryOptions}
        />
      </ToolForm>
      <ToolResults title="Name ideas">
        {call.answer ? (
          <ul className="results">
            {call.answer.names.map((name) => (
              <li key={name} className="result">
                <span className="result__text">{name}</span>
                <span className="result__actions">
                  <CopyButton text={name} toast="Name copied" accessibleLabel={`Copy ${name}`} />
                  <ButtonLink
                    href={`/onboarding?${new URLSearchParams({ name })}`}
                    variant="quiet"
                    size="small"
                    aria-label={`Build a website for ${name}`}
                  >
                    Build a website
                  </ButtonLink>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </ToolResults>
      <Band id="naming-tips" title="What makes a good business name" tone="tinted">
        <ul className="service-list">
          <li>Easy to say on the phone and spell from hearing it once.</li>
          <li>Says what you do or where, so searches and signs do the work.</li>
          <li>Short enough for a van door, a web address and a social handle.</li>
          <li>Not already used by a business near you: search before you print anything.</li>
        </ul>
      </Band>
    </>
  );
}

/** The business name creator (spec §1 free tools). */
export const page: PageDefinition = {
  head: () => ({
    title: `Free business name generator${titleSuffix}`,
    description:
      'Get twelve business name ideas from a short description of what you do. Free, no sign-up; build a website with your favourite name in minutes.',
  }),
  Component: BusinessNamePage,
};
