import { buildWebsiteHref } from '../layout/site-links.ts';
import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { Band, CallToAction, CardGrid, Hero } from './page-parts.tsx';

const principles = [
  {
    title: 'Made for people who run the business',
    text: 'The plumber between jobs, the salon owner after closing, the tutor on a Sunday: Sitewright asks only what it needs and does the rest.',
  },
  {
    title: 'Fast, static websites',
    text: 'Published sites are plain HTML and CSS on a content delivery network. Visitors never wait for an application server, and there is nothing to patch.',
  },
  {
    title: 'Free hosting, honest prices',
    text: 'Hosting costs you nothing. A domain you already own connects for free; a new one starts at $1 per year. We show no other prices because there are none.',
  },
  {
    title: 'Open source',
    text: 'The whole product — the builder, the site templates and the publishing pipeline — is open source. You can read how it works and run it yourself.',
  },
  {
    title: 'Your data stays yours',
    text: 'Export the enquiries your contact form collects at any time, and delete your account with every website in it whenever you choose.',
  },
  {
    title: 'Accessible by default',
    text: 'Generated sites use real headings, labelled forms and readable contrast, so every customer can use them, on any device.',
  },
];

function AboutPage() {
  return (
    <>
      <Hero
        title="About Sitewright"
        lead="Sitewright is an open-source website builder for small service businesses and solo entrepreneurs. It turns a few answers, or a page you already have, into a complete website you can edit, publish and share."
      />
      <Band id="why" title="Why we built it" tone="tinted">
        <p>
          Most small businesses are found on a phone, by someone nearby, in a hurry. They need a site that
          loads fast and answers three questions: what do you do, where, and how do I reach you. Building one
          used to mean hiring a designer or fighting a template. Sitewright writes the first draft for you,
          from your own words, and keeps every part of it editable.
        </p>
      </Band>
      <Band id="principles" title="What we believe">
        <CardGrid cards={principles} />
      </Band>
      <CallToAction
        title="See what it makes for you"
        text="It takes a few minutes, and you can change everything afterwards."
        href={buildWebsiteHref}
        label="Build your website"
      />
    </>
  );
}

/** About (spec §2). */
export const page: PageDefinition = {
  head: () => ({
    title: `About${titleSuffix}`,
    description:
      'Sitewright is an open-source website builder for small service businesses: AI-written first drafts, free hosting on a fast network, and your own domain from $1 per year.',
  }),
  Component: AboutPage,
};
