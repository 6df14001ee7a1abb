import type { PageDefinition, PageProps } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { useSearchParams } from '../router/router.tsx';
import { ButtonLink } from '../ui/button.tsx';

/**
 * Stands in for the onboarding and sign-in screens until their work lands: it shows what the
 * marketing pages handed over (the query contract in `designer/README.md`), so the hand-off is
 * visible and testable. Replace the `/onboarding` and `/login` rows of the routes table.
 */
const screens: Record<string, { title: string; lead: string }> = {
  onboarding: {
    title: 'Build your website',
    lead: 'The onboarding wizard is on its way. These are the details your choice carried here:',
  },
  login: {
    title: 'Sign in',
    lead: 'Signing in is on its way.',
  },
};

const handedOver = ['industry', 'link', 'source', 'name'] as const;

function PlaceholderPage({ match }: PageProps) {
  const screen = screens[match.params.screen ?? ''] ?? screens.onboarding!;
  const search = useSearchParams();
  const details = handedOver.filter((key) => search.get(key));
  return (
    <section className="placeholder" aria-labelledby="page-title">
      <h1 id="page-title">{screen.title}</h1>
      <p>{screen.lead}</p>
      {details.length > 0 ? (
        <dl className="handed-over">
          {details.map((key) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd data-testid={`handed-over-${key}`}>{search.get(key)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ButtonLink href="/" variant="secondary">
        Back to the home page
      </ButtonLink>
    </section>
  );
}

/** Placeholder for `/onboarding` and `/login` (app routes, rendered in the browser only). */
export const page: PageDefinition = {
  head: (match) => ({
    title: `${(screens[match.params.screen ?? ''] ?? screens.onboarding!).title}${titleSuffix}`,
    description: 'Create your business website with Sitewright.',
  }),
  Component: PlaceholderPage,
};
