import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertDomain } from '../testing/domain-fixtures.ts';
import { insertUser, insertWebsite, uniqueHandle } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import {
  findHandleServedBy,
  findPublicSite,
  findServingDomain,
  listServedDomains,
} from './serving-domain.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const sitesUrl = 'https://sites.sitewright.test';

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`the serving domain on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    async function publishedSite() {
      const owner = await insertUser(db);
      const handle = uniqueHandle();
      const websiteId = await insertWebsite(db, owner, { handle });
      return { owner, handle, websiteId };
    }

    // spec §4: only a Connected domain serves; pending and failed ones do not.
    it('is the Connected domain attached to the website', async () => {
      const site = await publishedSite();
      const domain = await insertDomain(db, site.owner, { websiteId: site.websiteId });
      expect(await findServingDomain(db, site.websiteId)).toBe(domain);
      expect(await findHandleServedBy(db, domain)).toBe(site.handle);
      expect(await listServedDomains(db)).toContainEqual({ domainName: domain, handle: site.handle });
    });

    for (const state of [
      'PendingOwnershipVerification',
      'OwnershipVerified',
      'PendingCertificateActivation',
      'Failed',
    ] as const) {
      it(`is not a domain in state ${state}`, async () => {
        const site = await publishedSite();
        const domain = await insertDomain(db, site.owner, { websiteId: site.websiteId, state });
        expect(await findServingDomain(db, site.websiteId)).toBeNull();
        expect(await findHandleServedBy(db, domain)).toBeNull();
        expect((await listServedDomains(db)).map((d) => d.domainName)).not.toContain(domain);
      });
    }

    it('is not a Connected domain attached to nothing (disconnected)', async () => {
      const site = await publishedSite();
      const domain = await insertDomain(db, site.owner, { websiteId: null });
      expect(await findServingDomain(db, site.websiteId)).toBeNull();
      expect(await findHandleServedBy(db, domain)).toBeNull();
    });

    it('follows a rename, and routes nowhere while the website is unpublished', async () => {
      const site = await publishedSite();
      const domain = await insertDomain(db, site.owner, { websiteId: site.websiteId });
      const renamed = uniqueHandle();
      await db.query('update websites set handle = $2 where id = $1', [site.websiteId, renamed]);
      expect(await findHandleServedBy(db, domain)).toBe(renamed);
      await db.query('update websites set handle = null where id = $1', [site.websiteId]);
      expect(await findHandleServedBy(db, domain)).toBeNull();
      expect((await listServedDomains(db)).map((d) => d.domainName)).not.toContain(domain);
      // Still the website's: its next publish is rendered for the domain.
      expect(await findServingDomain(db, site.websiteId)).toBe(domain);
    });

    it('serves nothing once its website is deleted', async () => {
      const site = await publishedSite();
      const domain = await insertDomain(db, site.owner, { websiteId: site.websiteId });
      await db.query('delete from websites where id = $1', [site.websiteId]);
      expect(await findHandleServedBy(db, domain)).toBeNull();
    });
  });

  describe.skipIf(backend.unavailable !== undefined)(`a site's public URL on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    // spec §1: hosted free at its handle.
    it('is the free address without a custom domain', async () => {
      const owner = await insertUser(db);
      const handle = uniqueHandle();
      const websiteId = await insertWebsite(db, owner, { handle });
      expect(await findPublicSite(db, websiteId, sitesUrl)).toEqual({
        handle,
        servingDomain: null,
        url: `https://sites.sitewright.test/${handle}/`,
      });
    });

    // spec §1: a custom domain the user owns can be connected; once Connected it is the address.
    it('honours a connected, serving custom domain', async () => {
      const owner = await insertUser(db);
      const handle = uniqueHandle();
      const websiteId = await insertWebsite(db, owner, { handle });
      await insertDomain(db, owner, {
        websiteId,
        domainName: 'www.rosabakery.example',
        state: 'PendingCertificateActivation',
      });
      expect((await findPublicSite(db, websiteId, sitesUrl))?.url).toBe(
        `https://sites.sitewright.test/${handle}/`,
      );
      await db.query(
        `update website_domains set state = 'Connected' where domain_name = 'www.rosabakery.example'`,
      );
      expect(await findPublicSite(db, websiteId, sitesUrl)).toEqual({
        handle,
        servingDomain: 'www.rosabakery.example',
        url: 'https://www.rosabakery.example/',
      });
    });

    it('is null for an unpublished website', async () => {
      const owner = await insertUser(db);
      const websiteId = await insertWebsite(db, owner);
      expect(await findPublicSite(db, websiteId, sitesUrl)).toBeNull();
    });
  });
}
