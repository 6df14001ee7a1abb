import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertDomain, setDomainState, uniqueDomainName } from '../testing/domain-fixtures.ts';
import { insertUser, insertWebsite, uniqueHandle } from '../testing/fixtures.ts';
import { insertPublishedWebsite } from '../testing/published-website-fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import {
  changeDomainIfUnchanged,
  createDomain,
  deletePendingDomain,
  lockWebsiteForDomain,
  reattachDomain,
  restartFailedDomain,
  websiteHasOtherDomain,
} from './domain-changes.ts';
import {
  detachDomain,
  lockDraftAnalyticsId,
  replaceDraftAnalyticsId,
  takeOwedDisconnectEmail,
} from './domain-disconnect.ts';
import { deleteDomainsOfAccount, transferDomainsOfWebsite } from './domain-owners.ts';
import { findDomain, listDomainHistory, listDomainsOfUser, listPendingDomains } from './domain-records.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`domain records on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    async function site() {
      const owner = await insertUser(db);
      const handle = uniqueHandle();
      const websiteId = await insertWebsite(db, owner, { handle });
      return { owner, handle, websiteId };
    }
    const t0 = new Date('2030-01-01T00:00:00.123Z');

    // spec §4: a connect starts PendingOwnershipVerification; history records Created, Updated, Deleted.
    it('creates a pending domain with a token, moves it only if unchanged, deletes it only while pending', async () => {
      const { owner, handle, websiteId } = await site();
      expect(await lockWebsiteForDomain(db, websiteId)).toBe(handle);
      expect(await lockWebsiteForDomain(db, 'no-such-site')).toBeUndefined();
      const domainName = uniqueDomainName();
      const created = await createDomain(db, { domainName, websiteId, handle, userId: owner, now: t0 });
      expect(created).toMatchObject({
        state: 'PendingOwnershipVerification',
        websiteName: handle,
        createdAt: t0,
      });
      expect(created.verificationToken).toMatch(/^[0-9a-f]{32}$/);
      expect(await websiteHasOtherDomain(db, websiteId, domainName)).toBe(false);
      expect(await websiteHasOtherDomain(db, websiteId, uniqueDomainName())).toBe(true);
      expect((await listPendingDomains(db, 1000)).map((d) => d.domainName)).toContain(domainName);
      expect((await listDomainsOfUser(db, owner)).map((d) => d.domainName)).toEqual([domainName]);

      const verified = { state: 'OwnershipVerified' as const, pendingReason: null, failureReason: null };
      const t1 = new Date('2030-01-01T01:00:00Z');
      const moved = await changeDomainIfUnchanged(db, created, { ...verified, verifiedAt: t1 }, t1);
      expect(moved).toMatchObject({ state: 'OwnershipVerified', verifiedAt: t1, modifiedAt: t1 });
      // A decision made on the row as it was before changes nothing.
      expect(await changeDomainIfUnchanged(db, created, verified, t1)).toBeNull();
      expect(await deletePendingDomain(db, domainName)).toBe(false);
      await setDomainState(db, domainName, { state: 'PendingOwnershipVerification' });
      expect(await deletePendingDomain(db, domainName)).toBe(true);
      expect(await findDomain(db, domainName)).toBeNull();
      expect((await listDomainHistory(db, domainName)).map((h) => h.type)).toEqual([
        'Created',
        'Updated',
        'Updated',
        'Deleted',
      ]);
    });

    // Changes made at the same time (one transaction: one now()) list in the order they were made.
    it('lists a domain history in the order of its changes, even within one transaction', async () => {
      const { owner, websiteId } = await site();
      const domainName = await insertDomain(db, owner, { websiteId, state: 'PendingOwnershipVerification' });
      const states = [
        'OwnershipVerified',
        'PendingCertificateActivation',
        'Connected',
        'Failed',
        'PendingOwnershipVerification',
      ] as const;
      await db.transaction(async (tx) => {
        for (const state of states) await setDomainState(tx, domainName, { state });
      });
      const history = await listDomainHistory(db, domainName);
      expect(history.map((h) => h.state)).toEqual(['PendingOwnershipVerification', ...states]);
      expect(new Set(history.slice(1).map((h) => h.at.getTime())).size).toBe(1);
    });

    // spec §4: reconnecting a Failed domain resets its creation time and failure reason.
    it('restarts only a Failed domain', async () => {
      const { owner, websiteId } = await site();
      const domainName = await insertDomain(db, owner, { websiteId, state: 'Connected' });
      expect(await restartFailedDomain(db, domainName, t0)).toBeNull();
      await setDomainState(db, domainName, {
        state: 'Failed',
        failureReason: 'OwnershipVerificationExpired',
      });
      expect(await restartFailedDomain(db, domainName, t0)).toMatchObject({
        state: 'PendingOwnershipVerification',
        failureReason: null,
        createdAt: t0,
      });
    });

    it('follows the website: a rename renames, a deleted website leaves it attached to nothing', async () => {
      const { owner, websiteId } = await site();
      const domainName = await insertDomain(db, owner, { websiteId });
      const renamed = uniqueHandle();
      await db.query('update websites set handle = $2 where id = $1', [websiteId, renamed]);
      expect((await findDomain(db, domainName))?.websiteName).toBe(renamed);
      await db.query('delete from websites where id = $1', [websiteId]);
      expect(await findDomain(db, domainName)).toMatchObject({
        websiteId: null,
        websiteName: null,
        userId: owner,
      });
    });

    // spec §4 disconnect: the website name is cleared; the e-mail is owed once.
    it('detaches, owes the disconnect e-mail once, and attaches again as a new connection', async () => {
      const { owner, handle, websiteId } = await site();
      const domainName = await insertDomain(db, owner, { websiteId });
      const detached = await detachDomain(db, { domainName, websiteId, disconnectEmailDue: true, now: t0 });
      expect(detached).toMatchObject({
        websiteId: null,
        websiteName: null,
        disconnectedFrom: websiteId,
        state: 'Connected',
      });
      const email = (await db.query<{ email: string }>('select email from users where id = $1', [owner]))
        .rows[0]?.email;
      expect(await takeOwedDisconnectEmail(db, domainName, websiteId)).toBe(email);
      expect(await takeOwedDisconnectEmail(db, domainName, websiteId)).toBeNull();
      const again = await reattachDomain(db, { domainName, websiteId, handle, userId: owner, now: t0 });
      expect(again).toMatchObject({ websiteId, websiteName: handle, state: 'PendingOwnershipVerification' });
      expect(again.verificationToken).toBe(detached.verificationToken);
    });

    it('reads and replaces the draft analytics ID as a new draft version', async () => {
      const owner = await insertUser(db);
      const websiteId = await insertPublishedWebsite(db, {
        userId: owner,
        draft: { websiteSettings: { gaMeasurementId: 'GTM-ABC1234' } },
      });
      expect(await lockDraftAnalyticsId(db, websiteId)).toBe('GTM-ABC1234');
      expect(await lockDraftAnalyticsId(db, 'no-such-site')).toBeNull();
      expect(await replaceDraftAnalyticsId(db, websiteId, 'G-ABC123', t0)).toBe(2);
      expect(await lockDraftAnalyticsId(db, websiteId)).toBe('G-ABC123');
    });

    it('moves the website domain to its new owner, and deletes an account’s domains', async () => {
      const { owner, websiteId } = await site();
      const heir = await insertUser(db);
      const domainName = await insertDomain(db, owner, { websiteId });
      const unattached = await insertDomain(db, owner, { websiteId: null });
      await transferDomainsOfWebsite(db, { websiteId, fromUserId: owner, toUserId: heir });
      expect((await findDomain(db, domainName))?.userId).toBe(heir);
      expect((await findDomain(db, unattached))?.userId).toBe(owner);
      await deleteDomainsOfAccount(db, { userId: owner, websiteIds: [websiteId] });
      expect(await findDomain(db, domainName)).toBeNull();
      expect(await findDomain(db, unattached)).toBeNull();
    });
  });
}
