import { buildWebsiteHref } from '../layout/site-links.ts';
import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { ButtonLink } from '../ui/button.tsx';
import { faq } from './faq.ts';
import { Band, CallToAction, Hero, IndustryChips } from './page-parts.tsx';

function IndustriesPage() {
  return (
    <>
      <Hero
        title="Websites for every kind of service business"
        lead="Pick your trade to see what your site will include: the sections, the services we draft for you and the details your customers look for first."
      >
        <ButtonLink href={buildWebsiteHref}>Build your website</ButtonLink>
      </Hero>
      <Band id="all-industries" title="Choose your industry" tone="tinted">
        <IndustryChips />
      </Band>
      <Band id="faq" title="Frequently asked questions">
        <div className="faq">
          {faq.map((item) => (
            <details key={item.question} className="faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </Band>
      <CallToAction
        title="Not sure where to start?"
        text="Tell us what your business does and the generator writes the first draft for you."
        href={buildWebsiteHref}
        label="Build your website"
      />
    </>
  );
}

/** The all-industries page with its FAQ (spec §2). */
export const page: PageDefinition = {
  head: () => ({
    title: `Website builder for 30 service industries${titleSuffix}`,
    description:
      'See what a Sitewright website includes for your trade, from barber shops to dentists, and answers about cost, domains, editing, publishing and SEO.',
  }),
  Component: IndustriesPage,
};
