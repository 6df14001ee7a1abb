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
  beforeAll(async () => {
    h = await createHarness({
      database: 'pglite',
      storage: 's3',
      runner: 'in-process',
      s3Endpoint: async (s3) => {
        proxy = await startFaultProxy({ target: s3.endpoint });
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
});
