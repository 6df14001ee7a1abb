import { type PublishedWebsite, toPublishedWebsite, website } from '@sitewright/model';
import {
  buildIdFor,
  createCollector,
  HandleUnavailable,
  jobRefOf,
  notFoundText,
  type ObjectStore,
  requestDelete,
  requestPublish,
  requestRollback,
  requestUnpublish,
  startSweeper,
} from '@sitewright/publisher';
import { findPublishRequest } from '@sitewright/store';
import {
  publishRequestsOf,
  readPublishedCopy,
  readWebsite,
  waitForClockTick,
} from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type HarnessOptions, renamedBusiness } from './support/harness.ts';
import { probePostgres, probeRedis, requireService } from './support/services.ts';
import { sitemapHandles, startPoller, stylesheetHref, visit } from './support/site-reader.ts';

const [postgresDown, redisDown] = await Promise.all([probePostgres(), probeRedis()]);
const scales: { name: string; options: HarnessOptions; run: boolean }[] = [
  {
    name: 'embedded default: PGlite, folder store, in-process runner',
    options: { database: 'pglite', storage: 'folder', runner: 'in-process' },
    run: true,
  },
  {
    name: 'at scale: Postgres, S3 protocol (s3rver), BullMQ on Redis',
    options: { database: 'postgres', storage: 's3', runner: 'bullmq' },
    run: requireService('publish flow on Postgres + Redis', postgresDown ?? redisDown),
  },
];

let counter = 0;
const uniqueHandle = (stem: string) => `${stem}-${Date.now().toString(36)}${(counter++).toString(36)}`;

describe('publish jobs end to end', { timeout: 30_000 }, () => {
  describe.each(scales.filter((s) => s.run))('publishing ($name)', ({ options }) => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(options);
    }, 60_000);
    afterAll(async () => h?.close(), 60_000);

    async function published(name: string, stem: string) {
      const websiteId = await h.createWebsite(name);
      const handle = uniqueHandle(stem);
      const request = await h.publish(websiteId, handle);
      expect((await h.waitFor(request.id)).state).toBe('succeeded');
      return { websiteId, handle, request };
    }

    it('publish → the site is served at its handle, recorded, and in the sitemap (spec §4 Publishing)', async () => {
      const { websiteId, handle, request } = await published('Harbor Plumbing', 'harbor');
      const page = await visit(h.sitesOrigin, handle);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Harbor Plumbing');
      expect(page.cssStatus).toBe(200);
      const site = await readWebsite(h.db, websiteId);
      expect(site).toMatchObject({ handle, draft: { handle } });
      expect(site?.lastPublishedAt).toBeInstanceOf(Date);
      const copy = await readPublishedCopy(h.db, handle);
      expect(copy?.document.handle).toBe(handle);
      // The copy is made inside the database from the snapshot: exactly what toPublishedWebsite makes.
      const snapshot = await findPublishRequest(h.db, request.id);
      const document = copy!.document as unknown as PublishedWebsite;
      expect(document).toEqual(
        toPublishedWebsite(website.parse(snapshot!.document), handle, document.modifiedAt, {
          createdAt: document.createdAt,
        }),
      );
      await h.sitemap.flush();
      expect(await sitemapHandles(h.sitesOrigin)).toContain(handle);
    });

    it('edit and publish again → the new content; a visitor polling during the switch sees only whole builds', async () => {
      const { websiteId, handle } = await published('Maple Bakery', 'maple');
      const before = await visit(h.sitesOrigin, handle);
      await h.editDraft(websiteId, renamedBusiness('Maple Bakery & Cafe'));
      const poller = startPoller(h.sitesOrigin, handle);
      const request = await h.publish(websiteId, handle);
      expect((await h.waitFor(request.id)).state).toBe('succeeded');
      // Two more visits once the job is over (the second begun after it), and four at least: a quick
      // publish may be over within three polls.
      await poller.reached(Math.max(4, poller.count() + 2));
      const visits = await poller.stop();
      const after = await visit(h.sitesOrigin, handle);
      expect(after.html).toContain('Maple Bakery &amp; Cafe');
      expect(after.css).not.toBe(before.css); // the colour changed: another stylesheet
      expect(visits.length).toBeGreaterThan(3);
      for (const seen of visits) {
        // Whole builds only: the old page with the old stylesheet, or the new with the new.
        const whole =
          (seen.html === before.html && seen.css === before.css) ||
          (seen.html === after.html && seen.css === after.css);
        expect(whole, `status ${seen.status}, css ${seen.cssStatus}`).toBe(true);
      }
      expect(visits.some((seen) => seen.html === before.html)).toBe(true);
      expect(visits.at(-1)?.html).toBe(after.html);
      // A page loaded just before the switch still gets its own stylesheet afterwards.
      const oldCss = await fetch(new URL(stylesheetHref(before.html) ?? '', h.sitesOrigin));
      expect(oldCss.status).toBe(200);
      expect(await oldCss.text()).toBe(before.css);
    });

    it('rename → the new address serves, the old answers "No website at this link" (spec §4)', async () => {
      const { websiteId, handle: oldHandle } = await published('Cedar Dental', 'cedar');
      const newHandle = uniqueHandle('cedar-new');
      const rename = await h.publish(websiteId, newHandle);
      expect(rename.kind).toBe('rename');
      expect((await h.waitFor(rename.id)).state).toBe('succeeded');
      expect((await visit(h.sitesOrigin, newHandle)).html).toContain('Cedar Dental');
      const old = await h.page(`/${oldHandle}/`);
      expect(old.status).toBe(404);
      expect(old.body).toContain(notFoundText);
      await h.sitemap.flush();
      const handles = await sitemapHandles(h.sitesOrigin);
      expect(handles).toContain(newHandle);
      expect(handles).not.toContain(oldHandle);
      expect(await h.servingStore.list(`sites/${oldHandle}/`)).toEqual([]);
    });

    it('unpublish → 404 and gone from the sitemap; the website is a draft again', async () => {
      const { websiteId, handle } = await published('Oak Yoga', 'oak');
      const { request } = await requestUnpublish(h.db, { websiteId }, h.queue);
      expect((await h.waitFor(request.id)).outcome).toBe('unpublished');
      expect((await h.page(`/${handle}/`)).status).toBe(404);
      await h.sitemap.flush();
      expect(await sitemapHandles(h.sitesOrigin)).not.toContain(handle);
      expect((await readWebsite(h.db, websiteId))?.handle).toBeNull();
    });

    it('delete → 404, gone from the sitemap, build files and the website row removed (spec §4)', async () => {
      const { websiteId, handle } = await published('Birch Books', 'birch');
      const { request } = await requestDelete(h.db, { websiteId }, h.queue);
      const deadline = Date.now() + 15_000;
      while ((await readWebsite(h.db, websiteId)) !== null) {
        if (Date.now() > deadline) throw new Error(`delete ${request.id} did not finish`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const page = await h.page(`/${handle}/`);
      expect(page.status).toBe(404);
      expect(page.body).toContain(notFoundText);
      await h.sitemap.flush();
      expect(await sitemapHandles(h.sitesOrigin)).not.toContain(handle);
      expect(await h.servingStore.list(`sites/${handle}/`)).toEqual([]);
      expect(await readPublishedCopy(h.db, handle)).toBeNull();
    });

    it('rollback → the previous build is live again, through a new pointer entry', async () => {
      const { websiteId, handle, request: first } = await published('Elm Florist', 'elm');
      await h.editDraft(websiteId, renamedBusiness('Elm Florist Deluxe'));
      const second = await h.publish(websiteId, handle);
      await h.waitFor(second.id);
      expect((await visit(h.sitesOrigin, handle)).html).toContain('Elm Florist Deluxe');
      const { request } = await requestRollback(h.db, { websiteId }, h.queue);
      expect((await h.waitFor(request.id)).state).toBe('succeeded');
      const page = await visit(h.sitesOrigin, handle);
      expect(page.html).toContain('Elm Florist');
      expect(page.html).not.toContain('Elm Florist Deluxe');
      expect(await h.servingStore.readPointer(handle)).toEqual({
        sequence: request.sequence,
        buildId: buildIdFor(first.sequence),
        domain: null, // the rolled-back build was rendered for the shared origin
      });
      const copy = (await readPublishedCopy(h.db, handle))?.document as unknown as PublishedWebsite;
      expect(copy.websiteSettings.businessName).toBe('Elm Florist');
    });

    it('two websites racing for one handle → exactly one wins, the other gets "Web address unavailable"', async () => {
      const [a, b] = await Promise.all([h.createWebsite('Racer A'), h.createWebsite('Racer B')]);
      const handle = uniqueHandle('race');
      const other = h.dbHandle.openAnother?.() ?? h.db;
      const results = await Promise.allSettled([
        requestPublish(h.db, { websiteId: a, handle }, h.queue),
        requestPublish(other, { websiteId: b, handle }, h.queue),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]?.reason).toBeInstanceOf(HandleUnavailable);
      expect((lost[0]!.reason as Error).message).toBe('Web address unavailable');
      const winner = (won[0] as PromiseFulfilledResult<{ request: { id: string } }>).value.request;
      expect((await h.waitFor(winner.id)).state).toBe('succeeded');
    });

    it('repeated clicks on one draft version → one request, one build', async () => {
      const websiteId = await h.createWebsite('Clicky Cafe');
      const handle = uniqueHandle('clicky');
      const clicks = [];
      for (let i = 0; i < 5; i++) clicks.push(await h.publish(websiteId, handle));
      expect(new Set(clicks.map((r) => r.id)).size).toBe(1);
      await h.waitFor(clicks[0]!.id);
      // A click once that build is live: the site is already as asked, so nothing is rebuilt.
      expect((await h.publish(websiteId, handle)).id).toBe(clicks[0]!.id);
      expect(await publishRequestsOf(h.db, websiteId)).toHaveLength(1);
      const builds = new Set((await h.servingStore.list(`sites/${handle}/`)).map((o) => o.key.split('/')[2]));
      expect([...builds]).toEqual([buildIdFor(clicks[0]!.sequence)]);
    });

    it('a later publish is never swallowed: a newer draft version gets its own request and job', async () => {
      const websiteId = await h.createWebsite('Swift Movers');
      const handle = uniqueHandle('swift');
      const first = await h.publish(websiteId, handle);
      await h.editDraft(websiteId, renamedBusiness('Swift Movers Two'));
      const second = await h.publish(websiteId, handle);
      expect(second.id).not.toBe(first.id);
      expect(second.sequence).toBeGreaterThan(first.sequence);
      await Promise.all([h.waitFor(first.id), h.waitFor(second.id)]);
      expect((await visit(h.sitesOrigin, handle)).html).toContain('Swift Movers Two');
      if (h.bullmq) {
        // Two jobs under two ids: BullMQ did not drop the second add as a duplicate of the first.
        const jobs = await Promise.all([first, second].map((r) => h.bullmq!.jobState(jobRefOf(r))));
        expect(jobs.map((job) => job?.status)).toEqual(['completed', 'completed']);
      }
    });

    it('old builds are collected after the grace period; the live, the previous one and the newest kept for the version history stay', async () => {
      const { websiteId, handle, request: first } = await published('Pine Pottery', 'pine');
      const sequences = [first.sequence];
      for (const name of ['Pine Pottery Studio', 'Pine Pottery Classes']) {
        await h.editDraft(websiteId, renamedBusiness(name));
        const request = await h.publish(websiteId, handle);
        await h.waitFor(request.id);
        sequences.push(request.sequence);
      }
      const builds = async () =>
        [...new Set((await h.servingStore.list(`sites/${handle}/`)).map((o) => o.key.split('/')[2]))].sort();
      // A publish collects nothing (it lists no storage): the sweeper's collector does.
      expect(await builds()).toEqual(sequences.map(buildIdFor).sort());
      // Within the grace period (a page loaded a minute ago may still ask for its assets): kept.
      // The version history keeps the newest 20 (api-versions/restore.test.ts); here the newest 1, so
      // only the live and previous builds are kept.
      const versionsKept = 1;
      await createCollector(
        { db: h.db, store: h.store, buildGraceMs: 60_000, versionsKept },
        1000,
      ).collectNext();
      expect(await builds()).toEqual(sequences.map(buildIdFor).sort());
      await waitForClockTick(h.db);
      // Past it, the sweeper's round deletes the rest.
      const collector = createCollector({ db: h.db, store: h.store, buildGraceMs: 0, versionsKept }, 1000);
      const sweeper = startSweeper({ db: h.db, queue: h.queue!, intervalMs: 60_000, collector });
      try {
        await sweeper.sweep();
      } finally {
        await sweeper.stop();
      }
      expect(await builds()).toEqual([buildIdFor(sequences[1]!), buildIdFor(sequences[2]!)].sort());
      // Collected at its sequence: the next sweeps list nothing of it until it is published again.
      let lists = 0;
      const counting: ObjectStore = Object.create(h.store, {
        list: {
          value: (prefix: string) => {
            lists++;
            return h.store.list(prefix);
          },
        },
      });
      await waitForClockTick(h.db);
      await createCollector({ db: h.db, store: counting, buildGraceMs: 0 }, 1000).collectNext();
      expect(lists).toBe(0);
    });

    it('a site with search indexing off is published but left out of the sitemap', async () => {
      const websiteId = await h.createWebsite('Quiet Tailor');
      await h.editDraft(websiteId, (d) => ({
        ...d,
        websiteSettings: { ...d.websiteSettings, searchIndexing: false },
      }));
      const handle = uniqueHandle('quiet');
      const request = await h.publish(websiteId, handle);
      await h.waitFor(request.id);
      expect((await visit(h.sitesOrigin, handle)).status).toBe(200);
      await h.sitemap.flush();
      expect(await sitemapHandles(h.sitesOrigin)).not.toContain(handle);
    });
  });
});
