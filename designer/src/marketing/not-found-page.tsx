import { buildWebsiteHref } from '../layout/site-links.ts';
import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Hero } from './page-parts.tsx';

function NotFoundPage() {
  return (
    <Hero
      title="This page is not available"
      lead="The link may be mistyped, or the page has moved. Published websites live on their own address; check the link you were given."
    >
      <ButtonLink href="/">Go to the home page</ButtonLink>
      <ButtonLink href={buildWebsiteHref} variant="secondary">
        Build a website
      </ButtonLink>
    </Hero>
  );
}

/** Page-not-available (spec §2): every path the routes table does not know. */
export const page: PageDefinition = {
  head: () => ({
    title: `Page not available${titleSuffix}`,
    description: 'This page is not available on Sitewright.',
  }),
  Component: NotFoundPage,
};
