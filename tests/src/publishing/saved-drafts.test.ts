import { toPublishedWebsite, website } from '@sitewright/model';
import { createPublishProcessor, createSavedDrafts, requestPublish } from '@sitewright/publisher';
import {
  type Database,
  findPublishRequest,
  type Queryable,
  readSaveState,
  saveDraft,
} from '@sitewright/store';
import { readPublishedCopy, readWebsite, testBackends, writeDraftForTests } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, renamedBusiness } from '../publish-jobs/support/harness.ts';

// Issue 15, the embedded default: the process that runs the jobs remembers the drafts its draft
// route saved (publisher `SavedDrafts`), and the job of a publish of the version just saved renders
// it without reading back the snapshot its request took (a megabyte on PGlite at the field limits).
// The site served and the published copy are the same as when the snapshot is read.

/** `db` with every row any statement answered, to see whether a snapshot was read back. */
function watching(db: Database): { db: Database; snapshotsRead: () => number; reset(): void } {
  let read = 0;
  const wrap = (target: Queryable): Queryable => ({
    query: (async (sql: Parameters<Queryable['query']>[0], params?: readonly unknown[]) => {
      const result = await target.query(sql, params);
      read += result.rows.filter((row) => row.document !== undefined && row.document !== null).length;
      return result;
    }) as Queryable['query'],
    exec: (sql) => target.exec(sql),
  });
  const watched = {
    ...db,
    ...wrap(db),
    kind: db.kind,
    listen: (channel, handler) => db.listen(channel, handler),
    close: () => db.close(),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
  } as Database;
  return {
    db: watched,
    snapshotsRead: () => read,
    reset() {
      read = 0;
    },
  };
}

const backends = await testBackends();

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(
    `a publish of the draft just saved (${backend.name})`,
    { timeout: 60_000 },
    () => {
      let h: Harness;
      beforeAll(async () => {
        h = await createHarness({
          database: backend.name as 'pglite' | 'postgres',
          storage: 'folder',
          runner: 'none',
        });
      }, 60_000);
      afterAll(() => h?.close(), 60_000);

      /** Saves `edit` of the stored draft as the api's draft route does, remembered by `saved`. */
      async function saveAsTheApi(
        websiteId: string,
        edit: ReturnType<typeof renamedBusiness>,
        saved: ReturnType<typeof createSavedDrafts>,
      ): Promise<number> {
        const stored = (await readWebsite(h.db, websiteId))!;
        const user = { id: stored.ownerId, email: 'owner@saved-drafts.test' };
        const state = await readSaveState(h.db, websiteId, user);
        const document = website.parse(edit(stored.draft));
        const result = await saveDraft(h.db, {
          websiteId,
          document,
          baseVersion: state!.draftVersion,
          user,
          now: new Date(),
          state,
        });
        if (!result.saved) throw new Error(`save refused: ${result.reason}`);
        saved.remember(websiteId, result.version, document);
        return result.version;
      }

      it('renders the saved draft without reading its snapshot back; the page and the published copy are the snapshot’s', async () => {
        const websiteId = await h.createWebsite('Saved Loaves');
        const handle = `loaves-${Date.now().toString(36)}`;
        const saved = createSavedDrafts();
        const watched = watching(h.db);
        const processor = createPublishProcessor({ ...h.deps, db: watched.db, savedDrafts: saved });
        const version = await saveAsTheApi(websiteId, renamedBusiness('Saved Loaves Two'), saved);

        const recorded = await requestPublish(h.db, { websiteId, handle }, null);
        expect(recorded.request.draftVersion).toBe(version);
        watched.reset();
        expect(await processor(recorded.request.id)).toMatchObject({ outcome: 'live' });
        expect(watched.snapshotsRead()).toBe(0);

        expect((await h.page(`/${handle}/`)).body).toContain('Saved Loaves Two');
        const snapshot = (await findPublishRequest(h.db, recorded.request.id))!.document;
        const copy = (await readPublishedCopy(h.db, handle))!.document;
        expect(copy).toEqual(
          toPublishedWebsite(website.parse(snapshot), handle, String(copy.modifiedAt), {
            createdAt: String(copy.createdAt),
          }),
        );
      });

      it('reads the snapshot of a version this process did not save', async () => {
        const websiteId = await h.createWebsite('Elsewhere Rolls');
        const handle = `rolls-${Date.now().toString(36)}`;
        const saved = createSavedDrafts();
        const watched = watching(h.db);
        const processor = createPublishProcessor({ ...h.deps, db: watched.db, savedDrafts: saved });
        await saveAsTheApi(websiteId, renamedBusiness('Elsewhere Rolls Saved'), saved);
        // Another process (or a generation) writes a newer version: not in this process's memory.
        const draft = (await readWebsite(h.db, websiteId))!.draft;
        await writeDraftForTests(h.db, websiteId, renamedBusiness('Elsewhere Rolls Newer')(draft), {
          newVersion: true,
        });

        const recorded = await requestPublish(h.db, { websiteId, handle }, null);
        watched.reset();
        expect(await processor(recorded.request.id)).toMatchObject({ outcome: 'live' });
        expect(watched.snapshotsRead()).toBe(1);
        const page = (await h.page(`/${handle}/`)).body;
        expect(page).toContain('Elsewhere Rolls Newer');
        expect(page).not.toContain('Elsewhere Rolls Saved');
      });
    },
  );
}
