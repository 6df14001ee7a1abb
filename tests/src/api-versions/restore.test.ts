import {
  collectHandle,
  enqueueAfterCommit,
  type RecordedRequest,
  requestPublish,
} from '@sitewright/publisher';
import { listPublishedVersions, readPublishedSite, recordRestoreRequest } from '@sitewright/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, renamedBusiness } from '../publish-jobs/support/harness.ts';
import { visit } from '../publish-jobs/support/site-reader.ts';

/**
 * Version history on the embedded default (PGlite, folder store, in-process runner): a restore
 * switches the live pointer to a kept build (no rebuild), an older job finishing late cannot undo
 * it, a later publish supersedes it, and the collector keeps the last 20 builds.
 */
describe('version history: restore and retention', { timeout: 60_000 }, () => {
  let h: Harness;
  let lateId = '';
  let restoreDone: Promise<unknown> = Promise.resolve();
  beforeAll(async () => {
    h = await createHarness({
      database: 'pglite',
      storage: 'folder',
      runner: 'in-process',
      hooks: {
        // The stale-job test: that publish waits, uploaded, until the restore recorded after it is live.
        beforeSwitch: async (request) => {
          if (request.id === lateId) await restoreDone;
        },
      },
    });
  }, 60_000);
  afterAll(async () => h?.close(), 60_000);

  let counter = 0;
  const uniqueHandle = (stem: string) => `${stem}-${Date.now().toString(36)}${(counter++).toString(36)}`;

  /** Publishes the draft renamed to `name`; the request once live. */
  async function publishAs(websiteId: string, handle: string, name: string) {
    await h.editDraft(websiteId, renamedBusiness(name));
    const request = await h.publish(websiteId, handle);
    expect(await h.waitFor(request.id)).toMatchObject({ state: 'succeeded', outcome: 'live' });
    return request;
  }

  /** "Restore this version", as the api records it. */
  async function restore(websiteId: string, buildId: string): Promise<RecordedRequest> {
    const recorded = await h.db.transaction((tx) =>
      recordRestoreRequest(tx, { websiteId, buildId, requestedBy: null }),
    );
    if (typeof recorded === 'string') throw new Error(`restore refused: ${recorded}`);
    return enqueueAfterCommit(h.queue, recorded, {});
  }

  it('lists versions newest first; restoring an older one serves it (no rebuild); a later publish supersedes it', async () => {
    const websiteId = await h.createWebsite('Birch Bakery');
    const handle = uniqueHandle('birch');
    const first = await publishAs(websiteId, handle, 'Birch Bakery One');
    const second = await publishAs(websiteId, handle, 'Birch Bakery Two');
    const third = await publishAs(websiteId, handle, 'Birch Bakery Three');
    const versions = await listPublishedVersions(h.db, websiteId);
    expect(versions.map((v) => [v.buildId, v.live])).toEqual([
      [`b${third.sequence}`, true],
      [`b${second.sequence}`, false],
      [`b${first.sequence}`, false],
    ]);
    const filesBefore = await h.store.list(`sites/${handle}/b${first.sequence}/`);

    const { request } = await restore(websiteId, `b${first.sequence}`);
    expect(await h.waitFor(request.id)).toMatchObject({ state: 'succeeded', outcome: 'live' });
    const page = await visit(h.sitesOrigin, handle);
    expect(page.html).toContain('Birch Bakery One');
    expect(page.html).not.toContain('Birch Bakery Three');
    expect(await h.store.readPointer(handle)).toMatchObject({
      sequence: request.sequence,
      buildId: `b${first.sequence}`,
    });
    // No rebuild: the restored build's files are the ones its publish wrote.
    expect(await h.store.list(`sites/${handle}/b${first.sequence}/`)).toEqual(filesBefore);
    expect((await listPublishedVersions(h.db, websiteId)).find((v) => v.live)?.buildId).toBe(
      `b${first.sequence}`,
    );
    // The build live before the restore is the previous one (a rollback without a version goes there).
    expect(await readPublishedSite(h.db, websiteId)).toMatchObject({
      buildId: `b${first.sequence}`,
      previousBuildId: `b${third.sequence}`,
    });

    const fourth = await publishAs(websiteId, handle, 'Birch Bakery Four');
    expect((await visit(h.sitesOrigin, handle)).html).toContain('Birch Bakery Four');
    expect(await h.store.readPointer(handle)).toMatchObject({ buildId: `b${fourth.sequence}` });
    expect((await listPublishedVersions(h.db, websiteId)).map((v) => v.buildId)).toEqual([
      `b${fourth.sequence}`,
      `b${third.sequence}`,
      `b${second.sequence}`,
      `b${first.sequence}`,
    ]);
  });

  it('a stale job cannot undo a restore: a publish recorded before it and finishing after it is superseded', async () => {
    const websiteId = await h.createWebsite('Cedar Tailor');
    const handle = uniqueHandle('cedar');
    const first = await publishAs(websiteId, handle, 'Cedar Tailor One');
    await publishAs(websiteId, handle, 'Cedar Tailor Two');
    await h.editDraft(websiteId, renamedBusiness('Cedar Tailor Late'));
    // Recorded without enqueue first, so the hook knows its id before its job can reach the switch.
    const late = (await requestPublish(h.db, { websiteId, handle }, null)).request;
    lateId = late.id;
    let restoreId = '';
    let restored!: () => void;
    restoreDone = new Promise<void>((resolve) => {
      restored = resolve;
    });
    await h.queue!.enqueue({ requestId: late.id, kind: late.kind, generation: late.generation });
    const restoring = await restore(websiteId, `b${first.sequence}`);
    restoreId = restoring.request.id;
    expect(restoring.request.sequence).toBeGreaterThan(late.sequence);
    expect(await h.waitFor(restoreId)).toMatchObject({ state: 'succeeded', outcome: 'live' });
    restored();
    // The late job gets to its switch only now: the pointer's compare-and-set refuses its lower sequence.
    expect(await h.waitFor(late.id)).toMatchObject({ state: 'succeeded', outcome: 'superseded' });
    expect(await h.store.readPointer(handle)).toMatchObject({
      sequence: restoring.request.sequence,
      buildId: `b${first.sequence}`,
    });
    expect((await visit(h.sitesOrigin, handle)).html).toContain('Cedar Tailor One');
    expect((await visit(h.sitesOrigin, handle)).html).not.toContain('Cedar Tailor Late');
  });

  it('refuses a version that is not kept, and a second restore while one is open', async () => {
    const websiteId = await h.createWebsite('Dune Yoga');
    const handle = uniqueHandle('dune');
    const first = await publishAs(websiteId, handle, 'Dune Yoga One');
    const second = await publishAs(websiteId, handle, 'Dune Yoga Two');
    const record = (buildId: string) =>
      h.db.transaction((tx) => recordRestoreRequest(tx, { websiteId, buildId, requestedBy: null }));
    expect(await record('b999999999')).toBe('version-not-found');
    const open = await record(`b${first.sequence}`);
    expect(typeof open).toBe('object');
    // Not enqueued: still open. The same click again returns it; another version waits for it.
    expect(await record(`b${first.sequence}`)).toMatchObject({
      created: false,
      request: { id: (open as RecordedRequest).request.id },
    });
    expect(await record(`b${second.sequence}`)).toBe('restore-in-progress');
    await h.queue!.enqueue({
      requestId: (open as RecordedRequest).request.id,
      kind: 'rollback',
      generation: 0,
    });
    await h.waitFor((open as RecordedRequest).request.id);
  });

  it('keeps the last 20 builds: the collector removes older ones, the history lists the 20', async () => {
    const websiteId = await h.createWebsite('Elm Joinery');
    const handle = uniqueHandle('elm');
    const requests = [];
    for (let i = 1; i <= 22; i++) requests.push(await publishAs(websiteId, handle, `Elm Joinery ${i}`));
    const builds = requests.map((r) => `b${r.sequence}`);
    const published = await readPublishedSite(h.db, websiteId);
    const last = requests.at(-1)!;
    await collectHandle(
      { ...h.deps, buildGraceMs: 0 },
      {
        handle,
        buildId: published!.buildId,
        previousBuildId: published!.previousBuildId,
        sequence: last.sequence,
      },
    );
    const left = new Set((await h.store.list(`sites/${handle}/`)).map((o) => o.key.split('/')[2] as string));
    expect([...left].sort()).toEqual(builds.slice(2).sort());
    const versions = await listPublishedVersions(h.db, websiteId);
    expect(versions).toHaveLength(20);
    expect(versions.map((v) => v.buildId)).toEqual(builds.slice(2).reverse());
  });
});
