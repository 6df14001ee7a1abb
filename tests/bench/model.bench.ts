import { createDefaultWebsite, website } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { atMost, type BenchResult, quantile, sample } from './measure.ts';

/** How long the document schema takes on the full 17-section fixture: it runs on every save. */
export async function modelBenchmarks(): Promise<BenchResult[]> {
  const full = fullWebsiteFixture();
  const parse = await sample(() => website.parse(full), 200);
  const create = await sample(
    () =>
      createDefaultWebsite({ id: 'bench-site', userId: 'bench-user', businessName: 'Riverside Plumbing' }),
    200,
  );
  return [
    atMost('model: parse full 17-section document (median)', quantile(parse, 0.5), 'ms', 5),
    atMost('model: createDefaultWebsite (median)', quantile(create, 0.5), 'ms', 5),
  ];
}
