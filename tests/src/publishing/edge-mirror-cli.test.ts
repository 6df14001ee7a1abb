import {
  createCloudFrontKvs,
  type PublishRequest,
  requestRepublish,
  requestUnpublish,
  siteValue,
} from '@sitewright/publisher';
import { insertDomain, readWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../publish-jobs/support/harness.ts';
import { processEnv, runJobsCli } from '../publish-jobs/support/processes.ts';
import { testRedisUrl } from '../publish-jobs/support/services.ts';
import { type FakeKvs, startFakeKvs } from '../support/fake-kvs.ts';
import { s3rverCredentials } from '../support/s3-server.ts';

let counter = 0;
const uniqueHandle = (stem: string) => `${stem}-${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * `npm run jobs -- mirror-edge [handle]` (README "Edge key-value store"): after the KVS missed writes
 * (down longer than a job's retries), the operator's command makes it equal to the pointer log and
 * `website_domains` again. A real child process, Postgres, s3rver and the local KVS fake (SigV4a
 * checked against the credentials the child signs with).
 */
describe('mirror-edge: the operators re-mirror the edge store from the truth', { timeout: 120_000 }, () => {
  let h: Harness;
  let kvs: FakeKvs;
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    // The child signs S3 and the KVS with the same AWS_* variables: the fake takes s3rver's.
    kvs = await startFakeKvs({ credentials: s3rverCredentials });
    h = await createHarness({
      database: 'postgres',
      storage: 's3',
      runner: 'in-process',
      edge: createCloudFrontKvs({
        arn: kvs.arn,
        endpoint: kvs.endpoint,
        credentials: kvs.credentials,
        retry: { baseMs: 5, capMs: 50, maxElapsedMs: 5000 },
      }),
    });
    const made = await processEnv(h, testRedisUrl, {
      CLOUDFRONT_KVS_ARN: kvs.arn,
      CLOUDFRONT_KVS_ENDPOINT: kvs.endpoint,
    });
    env = made.env;
    delete env.REDIS_URL; // the command needs no queue
    cleanup = made.cleanup;
  }, 90_000);
  afterAll(async () => {
    await cleanup?.();
    await h?.close();
    await kvs?.stop();
  }, 60_000);

  async function done(request: PublishRequest) {
    const finished = await h.waitFor(request.id);
    expect(finished.state, finished.lastError ?? '').toBe('succeeded');
    return finished;
  }
  /** Every key the truth says the KVS should hold, for `handles` and `domains`. */
  async function truth(handles: string[], domains: Record<string, string>) {
    const expected = new Map<string, string>();
    for (const handle of handles) {
      const value = siteValue(await h.store.readPointer(handle));
      if (value !== null) expected.set(`site:${handle}`, value);
    }
    for (const [host, handle] of Object.entries(domains)) expected.set(`domain:${host}`, handle);
    return expected;
  }
  const writes = () => kvs.calls.filter((c) => c.operation === 'PutKey' || c.operation === 'DeleteKey');

  it('drifted keys are written back, leftovers removed, what changed is printed; a second run changes nothing', async () => {
    // Two live sites, one of them on its own domain, and one unpublished.
    const plainId = await h.createWebsite('Harbor Plumbing');
    const plain = uniqueHandle('harbor');
    await done(await h.publish(plainId, plain));
    const salonId = await h.createWebsite('Rosa Salon');
    const salon = uniqueHandle('rosa');
    await done(await h.publish(salonId, salon));
    const host = `www.${salon}.example.com`;
    const owner = await readWebsite(h.db, salonId);
    await insertDomain(h.db, owner!.ownerId, { domainName: host, websiteId: salonId });
    await done((await requestRepublish(h.db, { websiteId: salonId }, h.queue))!.request);
    const goneId = await h.createWebsite('Oak Yoga');
    const gone = uniqueHandle('oak');
    const goneLive = await done(await h.publish(goneId, gone));
    await done((await requestUnpublish(h.db, { websiteId: goneId }, h.queue)).request);
    const handles = [plain, salon, gone];
    const expected = await truth(handles, { [host]: salon });
    expect(new Map(kvs.values)).toEqual(expected); // the jobs kept it mirrored

    // The KVS missed writes: a stale build, a missing site, an unpublished site back, the domain
    // key lost, a key for a domain nobody has.
    kvs.writeBehind(`site:${plain}`, JSON.stringify({ build: 'b0', seq: 0, domain: null }));
    kvs.writeBehind(`site:${salon}`, null);
    kvs.writeBehind(`site:${gone}`, JSON.stringify({ build: `b${goneLive.sequence}`, seq: 1, domain: null }));
    kvs.writeBehind(`domain:${host}`, null);
    kvs.writeBehind('domain:nobody.example.com', plain);
    expect(new Map(kvs.values)).not.toEqual(expected);

    const run = await runJobsCli(['mirror-edge'], env);
    expect(run.code, run.output).toBe(0);
    expect(new Map(kvs.values)).toEqual(expected);
    expect(kvs.calls.every((call) => call.signature.ok)).toBe(true);
    for (const key of [`site:${plain}`, `site:${salon}`, `site:${gone}`, `domain:${host}`]) {
      expect(run.output).toContain(key);
    }
    expect(run.output).toContain(`domain:nobody.example.com  ${plain} -> (no key)`);
    expect(run.output).toContain(`site:${salon}  (no key) -> ${expected.get(`site:${salon}`)}`);
    expect(run.output).toContain('5 key(s) changed');

    const before = writes().length;
    const again = await runJobsCli(['mirror-edge'], env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('already matched the pointer log');
    expect(writes().length).toBe(before);
    expect(new Map(kvs.values)).toEqual(expected);
  });

  it('mirror-edge <handle> fixes that handle (and its domain) only', async () => {
    const oneId = await h.createWebsite('Maple Bakery');
    const one = uniqueHandle('maple');
    await done(await h.publish(oneId, one));
    const otherId = await h.createWebsite('Birch Tutors');
    const other = uniqueHandle('birch');
    await done(await h.publish(otherId, other));
    const right = new Map(kvs.values);
    const stale = JSON.stringify({ build: 'b0', seq: 0, domain: null });
    kvs.writeBehind(`site:${one}`, stale);
    kvs.writeBehind(`site:${other}`, stale);
    kvs.writeBehind('domain:left.example.com', one);

    const run = await runJobsCli(['mirror-edge', one], env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('2 key(s) changed (1 handle(s), 1 domain(s) compared)');
    expect(kvs.values.get(`site:${one}`)).toBe(right.get(`site:${one}`));
    expect(kvs.values.has('domain:left.example.com')).toBe(false);
    expect(kvs.values.get(`site:${other}`)).toBe(stale); // not asked for
    kvs.writeBehind(`site:${other}`, right.get(`site:${other}`) ?? null);

    expect((await runJobsCli(['mirror-edge', 'Not A Handle'], env)).code).toBe(2);
  });

  it('without a KVS configured it says so and writes nothing', async () => {
    const drifted = uniqueHandle('drift');
    kvs.writeBehind(`site:${drifted}`, '{"build":"b1","seq":1,"domain":null}');
    const before = kvs.calls.length;
    const noKvs = { ...env };
    delete noKvs.CLOUDFRONT_KVS_ARN;
    delete noKvs.CLOUDFRONT_KVS_ENDPOINT;
    const run = await runJobsCli(['mirror-edge'], noKvs);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('no edge key-value store configured (CLOUDFRONT_KVS_ARN is not set)');
    expect(kvs.calls.length).toBe(before);
    expect(kvs.values.has(`site:${drifted}`)).toBe(true);
    kvs.writeBehind(`site:${drifted}`, null);
  });
});
