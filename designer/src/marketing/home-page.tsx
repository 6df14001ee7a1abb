import { buildWebsiteHref, freeTools, signInHref } from '../layout/site-links.ts';
import type { PageDefinition } from '../router/page.ts';
import { ButtonLink } from '../ui/button.tsx';
import { linkSources } from './create-from-link/link-sources.ts';
import { Band, CallToAction, CardGrid, Hero, IndustryChips } from './page-parts.tsx';
import { pictures } from './pictures/pictures-index.ts';
import { ProductPicture } from './pictures/product-picture.tsx';

const services = [
  {
    title: 'Copy written for your business',
    text: 'Tell us your business name, where you work and what you do. Sitewright writes the headings, about text, services, FAQ and reviews section around it.',
  },
  {
    title: 'Photos, colours and fonts that fit',
    text: 'Images come from Pexels and Unsplash or your own uploads; a colour palette and a font pair are chosen to suit your trade. Swap any of them in a click.',
  },
  {
    title: 'Edit everything in place',
    text: 'Change text where it stands, reorder sections, add a gallery, a team, a booking link or an FAQ, and preview the phone view before you publish.',
  },
  {
    title: 'Free hosting on a fast network',
    text: 'Your site is published as static pages on a content delivery network, on a free address. There is no hosting bill, now or later.',
  },
  {
    title: 'Your own domain',
    text: 'Connect a domain you already own, or get a new one from $1 per year. Secure HTTPS is set up for you.',
  },
  {
    title: 'Customers can reach you',
    text: 'A contact form collects enquiries you can export as a spreadsheet; add a newsletter sign-up, a scheduling link and your social profiles.',
  },
];

const steps = [
  {
    title: '1. Tell us about your business',
    text: 'Name, a sentence about what you do, your town — or paste a link to a page you already have.',
  },
  {
    title: '2. Pick a style',
    text: 'Choose fonts, colours and the sections you want. Header and footer come with every site.',
  },
  {
    title: '3. Publish',
    text: 'Review the generated site, change what you like, and publish it to your free address.',
  },
];

/** What each example site is, in its caption (the picture script's businesses, in its order). */
const exampleCaptions: Record<string, { trade: string; business: string }> = {
  'example-plumber': { trade: 'Plumber', business: 'Rivera Plumbing, Austin' },
  'example-salon': { trade: 'Hair salon', business: 'Bloom Hair Studio, Leeds' },
  'example-tutor': { trade: 'Tutor', business: 'Bright Path Tutoring, Portland' },
  'example-clinic': { trade: 'Medical clinic', business: 'Harbor Family Clinic, Halifax' },
};

function HomePage() {
  const designer = pictures.find((entry) => entry.name === 'designer');
  const examples = pictures.filter((entry) => entry.name.startsWith('example-'));
  return (
    <>
      <Hero
        title="A website for your business, ready in minutes"
        lead="Answer a few questions or paste a link to your Facebook, Yelp, Thumbtack or GitHub page. Sitewright writes the copy, picks the images, colours and fonts, and hosts your site for free."
      >
        <ButtonLink href={buildWebsiteHref}>Build your website</ButtonLink>
        <ButtonLink href="#from-link" variant="secondary">
          Start from a link
        </ButtonLink>
        <p className="hero__aside">
          Already have a website with us? <a href={signInHref}>Sign in</a>
        </p>
      </Hero>
      {designer ? (
        <figure className="showcase">
          <ProductPicture
            entry={designer}
            sizes="(min-width: 1152px) 1152px, 92vw"
            priority
            className="showcase__picture"
          />
          <figcaption className="showcase__caption">
            The designer: change text where it stands and see the page as visitors will.
          </figcaption>
        </figure>
      ) : null}
      <Band
        id="examples"
        title="Websites Sitewright made"
        intro="Each of these came from a business name, a sentence about the work and a town — the copy, layout, colours and fonts are the generator’s first draft."
      >
        <ul className="examples">
          {examples.map((entry) => (
            <li key={entry.name} className="example">
              <figure>
                <ProductPicture
                  entry={entry}
                  sizes="(min-width: 1152px) 560px, (min-width: 640px) 46vw, 92vw"
                  className="example__picture"
                />
                <figcaption>
                  <strong>{exampleCaptions[entry.name]?.trade}</strong>{' '}
                  {exampleCaptions[entry.name]?.business}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Band>
      <Band id="services" title="Everything a small business site needs" tone="tinted">
        <CardGrid cards={services} />
      </Band>
      <Band id="how" title="How it works">
        <CardGrid cards={steps} />
      </Band>
      <Band
        id="from-link"
        title="Start from a page you already have"
        intro="Paste a link and we import your description, services, photos and contact details as the first draft."
        tone="tinted"
      >
        <ul className="link-entries">
          {linkSources.map(({ path, label }) => (
            <li key={path}>
              <a className="link-entry" href={path}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </Band>
      <Band
        id="industries"
        title="Made for service businesses"
        intro="See what a site includes for your trade."
      >
        <IndustryChips />
        <p>
          <a href="/industries">All industries and common questions</a>
        </p>
      </Band>
      <Band id="tools" title="Free tools for starting out" tone="tinted">
        <CardGrid
          cards={freeTools.map((tool) => ({
            title: tool.label,
            href: tool.href,
            text: toolBlurbs[tool.href] ?? '',
          }))}
        />
      </Band>
      <CallToAction
        title="Your website is a few questions away"
        text="No design skills, no hosting bill. Change anything after it is generated."
        href={buildWebsiteHref}
        label="Build your website"
      />
    </>
  );
}

const toolBlurbs: Record<string, string> = {
  '/business-name-generator': 'Twelve name ideas from a description of what you do.',
  '/business-idea-generator': 'Ten business ideas built around your interests and skills.',
  '/google-ad-generator': 'Search ads with headlines and descriptions that fit Google’s limits.',
};

/** Home (spec §2 "Marketing screens"). */
export const page: PageDefinition = {
  head: () => ({
    title: 'Sitewright — a website for your business in minutes',
    description:
      'Sitewright builds a complete website for your small business in minutes: copy, photos, colours and free hosting. Start from a few questions or a link to your Facebook, Yelp or Thumbtack page.',
  }),
  Component: HomePage,
};
