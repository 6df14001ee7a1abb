import type { PageDefinition } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Band, CallToAction, CardGrid, Hero, IndustryChips } from '../page-parts.tsx';
import { type IndustrySlug, onboardingForIndustry } from './industry-list.ts';

/** The copy of one industry landing page (one data file per industry beside this one). */
export interface IndustryCopy {
  slug: IndustrySlug;
  /** Display name, singular ('Barber shop'). */
  name: string;
  /** The page's h1. */
  title: string;
  /** The hero paragraph. */
  lead: string;
  /** Meta description (≤ 160 characters reads best in search results). */
  description: string;
  /** What the generated site includes for this trade: four sections, each with why it matters. */
  includes: readonly { title: string; text: string }[];
  /** Example service items the generator starts the Services section with. */
  services: readonly string[];
  /** One piece of advice specific to the trade. */
  tip: string;
}

function IndustryPage({ copy }: { copy: IndustryCopy }) {
  const build = onboardingForIndustry(copy.slug);
  return (
    <>
      <Hero eyebrow={copy.name} title={copy.title} lead={copy.lead}>
        <ButtonLink href={build}>Build your {copy.name.toLowerCase()} website</ButtonLink>
        <ButtonLink href="/industries" variant="secondary">
          All industries
        </ButtonLink>
      </Hero>
      <Band id="includes" title="What your site includes" tone="tinted">
        <CardGrid cards={copy.includes} />
      </Band>
      <Band
        id="services"
        title="Services we start you with"
        intro="The generator drafts your Services section with items like these; rename, reprice or remove any of them."
      >
        <ul className="service-list">
          {copy.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </Band>
      <Band id="tip" title="Worth knowing" tone="tinted">
        <p className="tip">{copy.tip}</p>
      </Band>
      <Band id="other-industries" title="Other industries">
        <IndustryChips />
      </Band>
      <CallToAction
        title={`Ready to build your ${copy.name.toLowerCase()} website?`}
        text="Hosting is free. Connect a domain you own, or get one from $1 per year."
        href={build}
        label="Build your website"
      />
    </>
  );
}

/** The page definition of one industry landing page (`/industries/{slug}`). */
export function industryPage(copy: IndustryCopy): PageDefinition & { copy: IndustryCopy } {
  return {
    copy,
    head: () => ({ title: `${copy.name} website builder${titleSuffix}`, description: copy.description }),
    // biome-ignore lint/correctness/noComponentHookFactories: made once per industry module at load, never during a render
    Component: () => <IndustryPage copy={copy} />,
  };
}
