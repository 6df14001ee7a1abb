import { type AppHarness, startAppHarness, type User } from '../api-websites/support/app-harness.ts';
import type { Business } from './businesses.ts';
import { checkPage, type Finding } from './page-checks.ts';
import { type PublishedPage, readPage } from './read-page.ts';
import { type Overlap, overlapsAcrossGroups, servicesWordSet } from './services-overlap.ts';
import { tradeEntry } from './trades.ts';
import { normalise } from './words.ts';

/** One business through the product: created, published, its page read and checked. */
export interface BusinessResult {
  business: Business;
  /** Why it has no page: the creation or publish call's answer. */
  error: string | null;
  page: PublishedPage | null;
  findings: Finding[];
}

export interface EvaluationReport {
  results: BusinessResult[];
  /** Pairs of pages of different trades, highest services-copy overlap first. */
  overlaps: Overlap<BusinessResult>[];
  /** Service headings the product wrote on pages of 3 or more categories. */
  sharedAcrossCategories: string[];
  elapsedMs: number;
}

/** The spec's limit of websites one user owns (§9: 5): the businesses are spread over owners. */
const websitesPerOwner = 5;
/** Owners onboarding at once. */
const concurrency = 4;

const handleFor = (business: Business, index: number) =>
  `${normalise(business.name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 16)
    .replace(/-+$/, '')}-${index}`;

/** Creates the website as onboarding does (`POST /api/websites`), publishes it and reads the page. */
async function throughTheProduct(h: AppHarness, owner: User, business: Business, index: number) {
  const created = await h.call('POST', '/api/websites', owner, {
    businessName: business.name,
    description: business.description,
    location: `${business.town}, ${business.region}`,
    contact: {
      phone: business.phone,
      email: business.email,
      ...(business.address ? { address: business.address } : {}),
    },
    ...(business.services ? { services: business.services } : {}),
  });
  if (created.status !== 201)
    throw new Error(`create answered ${created.status} ${JSON.stringify(created.body)}`);
  const websiteId = created.body.id as string;
  const handle = handleFor(business, index);
  const accepted = await h.call('POST', `/api/websites/${websiteId}/publish`, owner, { handle });
  if (accepted.status !== 202)
    throw new Error(`publish answered ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await h.call(
      'GET',
      `/api/websites/${websiteId}/publish/${accepted.body.requestId}`,
      owner,
    );
    if (body.state === 'failed') throw new Error(`publish failed: ${JSON.stringify(body.error)}`);
    if (body.state === 'succeeded') {
      const response = await fetch(body.liveUrl);
      if (response.status !== 200) throw new Error(`${body.liveUrl} answered ${response.status}`);
      return readPage(await response.text(), body.liveUrl);
    }
    if (Date.now() > deadline) throw new Error(`publish still ${body.state} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Runs every business through the real api on this machine's embedded default (the app harness: a
 * fresh Postgres database, PGlite when Postgres is unreachable; the in-process publish runner; the
 * sites server), then checks every page and the services overlap across trades.
 */
export async function evaluateBusinesses(list: readonly Business[]): Promise<EvaluationReport> {
  const started = performance.now();
  const h = await startAppHarness();
  try {
    const owners: User[] = [];
    for (let i = 0; i < Math.ceil(list.length / websitesPerOwner); i++)
      owners.push(await h.signIn(`owner${i}`));
    const pages: { page: PublishedPage | null; error: string | null }[] = new Array(list.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < list.length; i = next++) {
          const owner = owners[Math.floor(i / websitesPerOwner)]!;
          try {
            pages[i] = { page: await throughTheProduct(h, owner, list[i]!, i), error: null };
          } catch (error) {
            pages[i] = { page: null, error: (error as Error).message };
          }
        }
      }),
    );

    // Headings the product (not an owner) wrote on pages of 3 or more categories: filler by nature.
    const categoriesOf = new Map<string, Set<string>>();
    list.forEach((business, i) => {
      for (const item of pages[i]?.page?.services ?? []) {
        const heading = normalise(item.heading);
        if ((business.services ?? []).some((s) => normalise(s) === heading)) continue;
        const seen = categoriesOf.get(heading) ?? new Set<string>();
        seen.add(tradeEntry(business.trade).category);
        categoriesOf.set(heading, seen);
      }
    });
    const shared = new Set([...categoriesOf].filter(([, c]) => c.size >= 3).map(([heading]) => heading));

    const results = list.map((business, i) => {
      const { page, error } = pages[i]!;
      return { business, page, error, findings: page ? checkPage(business, page, shared) : [] };
    });
    const overlaps = overlapsAcrossGroups(
      results.filter((r) => r.page),
      (r) => servicesWordSet(r.page!.services),
      (r) => r.business.trade,
    );
    return { results, overlaps, sharedAcrossCategories: [...shared], elapsedMs: performance.now() - started };
  } finally {
    await h.close();
  }
}
