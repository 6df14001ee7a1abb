import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSitesServer, createStoreLookup } from '@sitewright/publisher';
import { findDomain, listDomainHistory } from '@sitewright/store';
import { uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPendingDomains } from './domain-checker.ts';
import {
  type CertificateIssuer,
  type CertificateStatus,
  immediateCertificates,
  provideDomainServices,
} from './domain-services.ts';
import { type Member, startTestbed, type Testbed } from './testing/testbed.ts';

const hour = 60 * 60 * 1000;

/** GET with a Host header (fetch may not set one). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
const domainFor = () => `shop-${uniqueToken()}.example.com`;

/** spec §4 domain states through verification, with a real resolver asking a local DNS server. */
describe('domain verification', () => {
  let t: Testbed;
  let owner: Member;
  beforeAll(async () => {
    t = await startTestbed();
    owner = await t.member('owner');
  });
  afterAll(() => t?.close());

  /** A fresh published site with `name` connected to it: the connect answer. */
  const connected = async (name: string) => {
    const site = await t.publishedWebsite(owner);
    const res = await t.h.post('/api/domains', { domainName: name, websiteId: site.id }, owner.token);
    expect(res.status).toBe(201);
    return { site, token: res.body.records[0].value as string };
  };
  const check = (name: string) => t.h.post(`/api/domains/${name}/check`, undefined, owner.token);
  const states = async (name: string) => (await listDomainHistory(t.h.db, name)).map((r) => r.state);
  const useIssuer = (certificates: CertificateIssuer) => provideDomainServices(t.h.db, { certificates });

  it('a missing or wrong TXT record leaves it pending with InvalidDNSSettings', async () => {
    const name = domainFor();
    await connected(name);
    expect((await check(name)).body).toMatchObject({
      state: 'PendingOwnershipVerification',
      pendingReason: 'InvalidDNSSettings',
    });
    t.dns.setTxt(`_sitewright.${name}`, ['not-the-token']);
    expect((await check(name)).body).toMatchObject({
      state: 'PendingOwnershipVerification',
      pendingReason: 'InvalidDNSSettings',
    });
    expect(t.dns.queries(`_sitewright.${name}`)).toBeGreaterThanOrEqual(2);
    // Unchanged checks write no history rows.
    expect(await states(name)).toEqual(['PendingOwnershipVerification', 'PendingOwnershipVerification']);
  });

  it('the right TXT record verifies ownership, then the certificate stage, then Connected; the site serves on the domain', async () => {
    const name = domainFor();
    const { site, token } = await connected(name);
    t.dns.setTxt(`_sitewright.${name}`, ['v=other', `"${token}"`]);
    const res = await check(name);
    expect(res.body).toMatchObject({
      state: 'Connected',
      pendingReason: null,
      pending: false,
      websiteName: site.handle,
    });
    expect(res.body.stages.map((s: { status: string }) => s.status)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect(await states(name)).toEqual([
      'PendingOwnershipVerification',
      'OwnershipVerified',
      'PendingCertificateActivation',
      'Connected',
    ]);
    expect(t.connected.entries().get(name)).toBe(site.handle);

    // Once the build rendered for the domain is live (the republish), the sites server routes the
    // domain's Host to the site, and the shared origin redirects there.
    await t.store.put(`sites/${site.handle}/b1/index.html`, '<!doctype html><title>Rosa</title>');
    await t.store.advancePointer(site.handle, { sequence: 1, buildId: 'b1', domain: name });
    const server = createSitesServer({
      store: t.store,
      lookup: createStoreLookup(t.store, t.connected.directory),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await getWithHost(`${base}/`, name);
      expect(page.status).toBe(200);
      expect(page.body).toContain('Rosa');
      const shared = await fetch(`${base}/${site.handle}/`, { redirect: 'manual' });
      expect(shared.status).toBe(302);
      expect(shared.headers.get('location')).toBe(`https://${name}/`);
    } finally {
      server.close();
    }
  });

  it('a DNS server that does not answer changes nothing', async () => {
    const name = domainFor();
    await connected(name);
    t.dns.failAll(true);
    try {
      expect((await check(name)).body).toMatchObject({
        state: 'PendingOwnershipVerification',
        pendingReason: null,
      });
    } finally {
      t.dns.failAll(false);
    }
  });

  it('expires to Failed / OwnershipVerificationExpired after 72 hours; reconnect starts over and can connect', async () => {
    const name = domainFor();
    const { token } = await connected(name);
    t.h.clock.advance(72 * hour + 1000);
    owner = await t.refresh(owner);
    expect((await check(name)).body).toMatchObject({
      state: 'Failed',
      failureReason: 'OwnershipVerificationExpired',
      pending: false,
      stages: null,
    });
    const reconnected = await t.h.post(`/api/domains/${name}/reconnect`, undefined, owner.token);
    expect(reconnected.body).toMatchObject({ state: 'PendingOwnershipVerification', failureReason: null });
    t.dns.setTxt(`_sitewright.${name}`, [token]);
    expect((await check(name)).body.state).toBe('Connected');
  });

  it('a claim that expired unverified does not block the real owner', async () => {
    const name = domainFor();
    await connected(name);
    t.h.clock.advance(73 * hour);
    owner = await t.refresh(owner);
    await check(name);
    const realOwner = await t.member('real');
    const site = await t.publishedWebsite(realOwner);
    const res = await t.h.post('/api/domains', { domainName: name, websiteId: site.id }, realOwner.token);
    expect(res).toMatchObject({
      status: 201,
      body: { userId: realOwner.id, state: 'PendingOwnershipVerification' },
    });
  });

  it('certificate: delayed after an hour, Failed / CertificateActivationFailed after 48 hours or when refused', async () => {
    let status: CertificateStatus = 'pending';
    useIssuer({ request: async () => status, status: async () => status });
    try {
      const name = domainFor();
      const { token } = await connected(name);
      t.dns.setTxt(`_sitewright.${name}`, [token]);
      expect((await check(name)).body).toMatchObject({
        state: 'PendingCertificateActivation',
        pendingReason: null,
      });
      t.h.clock.advance(hour + 1000);
      owner = await t.refresh(owner);
      expect((await check(name)).body).toMatchObject({ pendingReason: 'CertificateActivationDelayed' });
      t.h.clock.advance(47 * hour);
      owner = await t.refresh(owner);
      expect((await check(name)).body).toMatchObject({
        state: 'Failed',
        failureReason: 'CertificateActivationFailed',
      });

      const refused = domainFor();
      const second = await connected(refused);
      t.dns.setTxt(`_sitewright.${refused}`, [second.token]);
      await check(refused);
      status = 'failed';
      expect((await check(refused)).body).toMatchObject({
        state: 'Failed',
        failureReason: 'CertificateActivationFailed',
      });
    } finally {
      useIssuer(immediateCertificates);
    }
  });

  it('the periodic checker moves pending domains without a request', async () => {
    const name = domainFor();
    const { token } = await connected(name);
    t.dns.setTxt(`_sitewright.${name}`, [token]);
    const moved = await checkPendingDomains({
      db: t.h.db,
      services: t.services(),
      clock: t.h.clock,
      logger: { warn: () => {} } as never,
      batchSize: 1000,
    });
    expect(moved).toBeGreaterThanOrEqual(1);
    expect((await findDomain(t.h.db, name))?.state).toBe('Connected');
  });

  it('only the domain user or a member of its website may check it', async () => {
    const name = domainFor();
    await connected(name);
    const stranger = await t.member('stranger');
    expect(await t.h.post(`/api/domains/${name}/check`, undefined, stranger.token)).toMatchObject({
      status: 403,
      body: { code: 'domain-not-owned' },
    });
  });
});
