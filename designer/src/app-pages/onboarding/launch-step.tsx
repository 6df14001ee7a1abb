import { onboardingSectionOptions } from '@sitewright/model';
import { fontPairs } from '@sitewright/templates';
import type { StepProps } from './about-step.tsx';
import { palettes } from './palettes.ts';

/** The launch step: a summary of the answers before the website is created. */
export function LaunchStep({ answers }: StepProps) {
  const sections = onboardingSectionOptions
    .filter((o) => o.required || answers.sections.includes(o.key))
    .map((o) => o.title);
  const rows: Array<[string, string]> = [
    ['Business name', answers.businessName],
    ['Description', answers.description],
    ['Location', answers.location || 'Not given'],
    ['Existing page', answers.link || 'None'],
    ['Fonts', fontPairs[answers.fontPair]?.name ?? ''],
    ['Colours', palettes[answers.palette]?.name ?? ''],
    ['Sections', sections.join(', ')],
  ];
  return (
    <fieldset className="wizard__fieldset">
      <legend>Ready to launch</legend>
      <dl className="launch-summary">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>We will write your pages, pick images and lay everything out. It takes a few seconds.</p>
    </fieldset>
  );
}
