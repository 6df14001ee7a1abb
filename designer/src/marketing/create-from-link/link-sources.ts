/**
 * The five create-from-link entries of spec §2, with their routes (exactly as the spec names them).
 * `source` is the model's `createFromLink` value (`routes.test.ts` checks they agree).
 */
export const linkSources = [
  { source: 'Facebook', path: '/create-your-website-with-facebook', label: 'Facebook page' },
  { source: 'Generic', path: '/create-a-website-from-a-link', label: 'Any link' },
  { source: 'GitHub', path: '/github-to-website', label: 'GitHub profile' },
  { source: 'Thumbtack', path: '/create-your-website-with-thumbtack', label: 'Thumbtack profile' },
  { source: 'Yelp', path: '/create-your-website-with-yelp', label: 'Yelp page' },
] as const;

export type LinkSource = (typeof linkSources)[number]['source'];

/** Onboarding with the link prefilled (the query contract is in `designer/README.md`). */
export function onboardingFromLink(source: LinkSource, link: string): string {
  return `/onboarding?${new URLSearchParams({ link, source })}`;
}
