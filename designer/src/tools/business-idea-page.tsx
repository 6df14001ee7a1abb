import { useState } from 'react';
import { buildWebsiteHref } from '../layout/site-links.ts';
import { Band, Hero } from '../marketing/page-parts.tsx';
import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { TextAreaField } from '../ui/field.tsx';
import { ToolForm, ToolResults } from './tool-parts.tsx';
import {
  type BusinessIdeasAnswer,
  type BusinessIdeasRequest,
  toolLimits,
  toolPaths,
  useToolCall,
} from './tools-api.ts';

function BusinessIdeaPage() {
  const [interests, setInterests] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const call = useToolCall<BusinessIdeasRequest, BusinessIdeasAnswer>(toolPaths.businessIdeas);

  const submit = () => {
    if (interests.trim() === '') return setMissing('Tell us a few things you enjoy or are good at.');
    setMissing(null);
    void call.run({ interests: interests.trim() });
  };

  return (
    <>
      <Hero
        title="Business idea generator"
        lead="Tell us what you enjoy and what you are good at. We suggest ten service businesses you could start around them."
      />
      <ToolForm onSubmit={submit} pending={call.pending} error={call.error} submitLabel="Suggest ideas">
        <TextAreaField
          label="Your interests and skills"
          hint="For example: cycling, fixing things, weekends free, I like working outdoors."
          name="interests"
          rows={4}
          maxLength={toolLimits.businessDescription}
          value={interests}
          onChange={(event) => setInterests(event.target.value)}
          error={missing}
          required
        />
      </ToolForm>
      <ToolResults title="Business ideas">
        {call.answer ? (
          <ol className="results">
            {call.answer.ideas.map((idea) => (
              <li key={idea} className="result">
                <span className="result__text">{idea}</span>
                <span className="result__actions">
                  <CopyButton text={idea} toast="Idea copied" accessibleLabel={`Copy idea: ${idea}`} />
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </ToolResults>
      <Band id="next-steps" title="Found one you like?" tone="tinted">
        <ul className="service-list">
          <li>Ask five people who might buy it what they pay today, and to whom.</li>
          <li>
            Pick a name with the <a href="/business-name-generator">business name generator</a>.
          </li>
          <li>
            Put up a one-page website and see who gets in touch: <a href={buildWebsiteHref}>build it free</a>.
          </li>
        </ul>
      </Band>
    </>
  );
}

/** The business idea creator (spec §1 free tools). */
export const page: PageDefinition = {
  head: () => ({
    title: `Free business idea generator${titleSuffix}`,
    description:
      'Get ten service business ideas built around your interests and skills, then name the business and build its website for free.',
  }),
  Component: BusinessIdeaPage,
};
