import {
  boundPort,
  createApp,
  createLifecycle,
  createLogger,
  generateWebsite,
  type ImageSource,
  listen,
  OfflineGenerator,
  pickImages,
  type RateLimiter,
} from '@sitewright/api';
import { industry, sectionType, website } from '@sitewright/model';
import { loadMigrations, migrate, openPgliteDatabase } from '@sitewright/store';
import { atMost, type BenchResult, quantile, sample } from './measure.ts';

/** Runs of each measurement (at least 50). */
const runs = 60;
const appUrl = 'http://localhost:3000';

/** The bundled pictures, as website creation picks them when no stock key is set. */
const bundledSource: ImageSource = {
  pick(kind, query, count, hints) {
    if (!hints.industry) return [];
    const slot = kind === 'intro' || kind === 'banner' ? kind : 'gallery';
    return pickImages(hints.industry, slot, count, { stock: [], appUrl }, { query });
  },
};

/**
 * The target (full draft ≤ 50 ms median): the time from the creation call to a complete draft on the offline
 * generator, every section on (the most copy a draft can need), bundled images, across the 30
 * industries in turn. The draft is parsed with the model's schema, as saving it would.
 */
async function creationTimes(): Promise<number[]> {
  const generator = new OfflineGenerator();
  let run = 0;
  return sample(async () => {
    const slug = industry.options[run % industry.options.length]!;
    const created = await generateWebsite(
      {
        businessName: `Bench ${slug} ${run}`,
        description: `A local ${slug.replace(/-/g, ' ')} business serving families and small firms.`,
        location: 'Leeds, UK',
        industry: slug,
        sections: [...sectionType.options],
      },
      { generator, images: bundledSource },
      { userId: 'bench-user', seed: run++ },
    );
    website.parse(created.website);
  }, runs);
}

const unlimited: RateLimiter = { consume: async () => ({ allowed: true }) };

/**
 * The free tools as a visitor calls them: HTTP to the real app on an in-memory database, offline
 * generator, each call recorded in `ai_prompts`. The rate limits are lifted for the runs.
 */
async function toolTimes(): Promise<Record<string, number[]>> {
  const db = await openPgliteDatabase();
  await migrate(db, await loadMigrations());
  const app = createApp({
    db,
    logger: createLogger('silent'),
    migrations: await loadMigrations(),
    lifecycle: createLifecycle(),
    services: { rateLimiter: unlimited },
  });
  const server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${boundPort(server)}`;
  const call = (path: string, body: unknown) => async () => {
    const response = await fetch(`${base}/api/tools/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    await response.json();
  };
  const description = 'Emergency plumbing repairs, boiler servicing and bathroom fitting in Leeds.';
  try {
    return {
      'business names': await sample(call('business-names', { description }), runs),
      'business ideas': await sample(call('business-ideas', { interests: 'cycling, fixing things' }), runs),
      'google ads': await sample(call('google-ads', { businessName: 'Harbor Plumbing', description }), runs),
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db.close();
  }
}

/** `npm run bench -- generation`: website creation (offline) and the free tools. */
export async function generationBenchmarks(): Promise<BenchResult[]> {
  const creation = await creationTimes();
  const results = [
    atMost(
      `generation: creation call → complete draft, offline (median of ${runs})`,
      quantile(creation, 0.5),
      'ms',
      50,
    ),
    atMost(
      `generation: creation call → complete draft, offline (p95 of ${runs})`,
      quantile(creation, 0.95),
      'ms',
      1000,
    ),
  ];
  for (const [tool, times] of Object.entries(await toolTimes())) {
    results.push(
      atMost(
        `generation: free tool ${tool} over HTTP, offline (median of ${runs})`,
        quantile(times, 0.5),
        'ms',
        250,
      ),
    );
  }
  return results;
}
