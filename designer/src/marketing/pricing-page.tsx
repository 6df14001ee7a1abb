import { buildWebsiteHref } from '../layout/site-links.ts';
import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { Band, CallToAction, CardGrid, Hero } from './page-parts.tsx';

// Spec §1: hosting free; own domain connectable; purchased domains from $1 per year; other prices not shown.
const prices = [
  {
    title: 'Website and hosting: free',
    text: 'Build, edit and publish your website at no cost, hosted on a fast content network at a free address.',
  },
  {
    title: 'A domain you own: free to connect',
    text: 'Point a domain you already have at your site; we set up the secure certificate for you.',
  },
  {
    title: 'A new domain: from $1 per year',
    text: 'Get a new web address for your business from $1 per year.',
  },
];

const included = [
  { title: 'Up to five websites', text: 'Each account can own up to five websites and help edit five more.' },
  {
    title: 'Every section',
    text: 'Services, gallery, team, reviews, FAQ, contact form, newsletter, video and more.',
  },
  { title: 'Contact form with export', text: 'Collect enquiries and download them as a spreadsheet.' },
  { title: 'Search and analytics', text: 'Page title, keywords, a sitemap and your analytics ID.' },
];

function PricingPage() {
  return (
    <>
      <Hero
        title="Pricing"
        lead="Your website and its hosting are free. You pay only if you buy a new domain."
      />
      <Band id="prices" title="What it costs" tone="tinted">
        <CardGrid cards={prices} />
      </Band>
      <Band id="included" title="Included with every website">
        <CardGrid cards={included} />
      </Band>
      <CallToAction
        title="Start for free"
        text="No card needed. Publish when you are happy with it."
        href={buildWebsiteHref}
        label="Build your website"
      />
    </>
  );
}

/** Pricing (navbar, spec §2). */
export const page: PageDefinition = {
  head: () => ({
    title: `Pricing${titleSuffix}`,
    description:
      'Sitewright websites and hosting are free. Connect a domain you own for free, or buy a new domain from $1 per year.',
  }),
  Component: PricingPage,
};
