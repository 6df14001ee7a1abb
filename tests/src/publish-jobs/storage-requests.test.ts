import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../support/http-fault-proxy.ts';
import { createHarness, type Harness, renamedBusiness } from './support/harness.ts';

// What one publish asks of the storage (the S3 protocol, counted by kind at a proxy in front of
// s3rver). LIST is the expensive kind on real S3 and its cost grows with what a handle has
// accumulated: the job knows the live build from the database, writes its pointer entry create-only,
// and leaves old builds and pointer entries to the sweeper.

function countByKind(kinds: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}
describe('storage requests per publish (S3 protocol)', { timeout: 60_000 }, () => {
  let h: Harness;
  let proxy: FaultProxy | undefined;
  /** Each request since the last publish began: `{method} /{bucket}/{key}`. */
  let requests: string[] = [];
  beforeAll(async () => {
    h = await createHarness({
      database: 'pglite',
      storage: 's3',
      runner: 'in-process',
      s3Endpoint: async (s3) => {
        proxy = await startFaultProxy({
          target: s3.endpoint,
          onRequest: ({ method, url }) =>
            requests.push(`${method} ${decodeURIComponent(url.split('?')[0]!)}`),
        });
        return proxy.endpoint;
      },
    });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await proxy?.stop();
  }, 60_000);

  async function publishCounted(websiteId: string, handle: string): Promise<string[]> {
    proxy!.resetKinds();
    requests = [];
    const request = await h.publish(websiteId, handle);
    const done = await h.waitFor(request.id);
    expect(done.state, done.lastError ?? '').toBe('succeeded');
    return [...proxy!.kinds];
  }

  it('a publish lists nothing, nor does a republish of a live site (an edited draft)', async () => {
    const websiteId = await h.createWebsite('Counted Candles');
    const handle = `counted-${Date.now().toString(36)}`;
    const runs: string[][] = [];
    for (const [index, name] of [
      'Counted Candles',
      'Counted Candles Two',
      'Counted Candles Three',
    ].entries()) {
      if (index > 0) await h.editDraft(websiteId, renamedBusiness(name));
      runs.push(await publishCounted(websiteId, handle));
    }
    console.log('storage requests per publish by kind:', JSON.stringify(runs.map(countByKind)));
    // Issue figures: the changed files, the pointer, nothing else — 0 LIST, first publish or not.
    for (const run of runs) expect(countByKind(run).LIST ?? 0).toBe(0);
  });

  it('a republish of the same look writes its page and its pointer entry, and reads nothing', async () => {
    const websiteId = await h.createWebsite('Written Once');
    const handle = `once-${Date.now().toString(36)}`;
    // The sitemap files are the sitemap writer's, written in batches whenever it runs: left out.
    const ofPublish = () => requests.filter((r) => !r.includes('/sitemaps/'));
    await publishCounted(websiteId, handle);
    const first = ofPublish();
    const sharedPuts = first.filter((r) => /^PUT \/[^/]+\/assets\/[0-9a-f]{32}\//.test(r));
    // Its own icon (a new name); the stylesheet, script and fonts unless this process stored them already.
    const names = sharedPuts.map((r) => r.split('/').pop());
    expect(names).toContain('icon.svg');
    for (const name of names) {
      expect([
        'icon.svg',
        'inter-latin-400-normal.woff2',
        'poppins-latin-600-normal.woff2',
        'site.css',
        'site.js',
      ]).toContain(name);
    }
    // The introduction's heading edited: the same stylesheet, script, icon and fonts.
    await h.editDraft(websiteId, (draft) => ({
      ...draft,
      sections: draft.sections.map((s) =>
        s.type === 'Introduction' ? { ...s, heading: 'Written once, linked twice' } : s,
      ),
    }));
    await publishCounted(websiteId, handle);
    const second = ofPublish();
    expect(second.filter((r) => r.startsWith('GET ') || r.startsWith('DELETE '))).toEqual([]);
    const puts = second.filter((r) => r.startsWith('PUT '));
    expect(puts).toHaveLength(2);
    expect(puts[0]).toMatch(new RegExp(`^PUT /[^/]+/sites/${handle}/b\\d+/index\\.html$`));
    expect(puts[1]).toMatch(new RegExp(`^PUT /[^/]+/pointers/${handle}/\\d+\\.json$`));
  });
});
