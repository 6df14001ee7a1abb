import { checkPendingDomains, createLogger, sweepTenants } from '@sitewright/api';
import { type Member, startTestbed, type Testbed } from '@sitewright/api/testing';
import { createCloudFrontTenants, type DomainTenants } from '@sitewright/publisher';
import { findDomain, listDomainHistory } from '@sitewright/store';
import { uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudFront, startFakeCloudFront } from '../support/fake-cloudfront.ts';

const hour = 60 * 60 * 1000;
const routingEndpoint = 'd111sitewright.cloudfront.net';

/**
 * spec §4 domain states at scale: every call through the api, custom domains as tenants of a
 * CloudFront multi-tenant distribution (the real AWS SDK against the CloudFront-protocol stand-in,
 * SigV4 checked), DNS ownership through a local DNS server, and the DNS pointing and the managed
 * certificate as the stand-in's script says.
 */
describe('custom domains with CloudFront SaaS Manager, through the api', () => {
  let t: Testbed;
  let cloudfront: FakeCloudFront;
  let tenants: DomainTenants;
  let owner: Member;
  beforeAll(async () => {
    cloudfront = await startFakeCloudFront({
      credentials: { accessKeyId: 'AKIDWALK', secretAccessKey: 'walk-secret' },
    });
    tenants = createCloudFrontTenants({
      distributionId: cloudfront.tenantDistributionId,
      connectionGroupId: 'cg_walk',
      endpoint: cloudfront.endpoint,
      credentials: cloudfront.credentials,
      maxAttempts: 1,
    });
    t = await startTestbed({ tenants, cnameTarget: routingEndpoint });
    owner = await t.member('owner');
  });
  afterAll(async () => {
    await t?.close();
    await cloudfront?.stop();
  });

  const domainFor = () => `shop-${uniqueToken()}.example.com`;
  /** Connects a new domain to a fresh published site: the answer and the ownership token. */
  const connect = async (name: string) => {
    const site = await t.publishedWebsite(owner);
    const res = await t.h.post('/api/domains', { domainName: name, websiteId: site.id }, owner.token);
    expect(res.status).toBe(201);
    return { site, res, token: res.body.records[0].value as string };
  };
  const check = async (name: string) => {
    const res = await t.h.post(`/api/domains/${name}/check`, undefined, owner.token);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** Time passes: the clock moves and the owner signs in again (access tokens last 15 minutes). */
  const wait = async (ms: number) => {
    t.h.clock.advance(ms);
    owner = await t.refresh(owner);
  };
  const states = async (name: string) => (await listDomainHistory(t.h.db, name)).map((r) => r.state);
  /** TXT proof and CNAME at CloudFront: a connected domain's DNS, done. */
  const pointDns = (name: string, token: string) => {
    t.dns.setTxt(`_sitewright.${name}`, [token]);
    cloudfront.setDns(name, 'valid-configuration');
  };

  it('connect → a tenant with a managed certificate; DNS → OwnershipVerified → PendingCertificateActivation (delayed after an hour) → Connected; disconnect removes the tenant', async () => {
    const name = domainFor();
    const { site, res, token } = await connect(name);
    expect(res.body).toMatchObject({ state: 'PendingOwnershipVerification', pending: true });
    expect(res.body.records).toEqual([
      expect.objectContaining({ type: 'TXT', host: `_sitewright.${name}`, purpose: 'ownership' }),
      { type: 'CNAME', host: name, value: routingEndpoint, purpose: 'traffic' },
    ]);
    expect(cloudfront.tenantOf(name)).toMatchObject({
      name,
      domains: [name],
      enabled: true,
      connectionGroupId: 'cg_walk',
      certificate: { status: 'pending-validation', validationTokenHost: 'cloudfront', requests: 1 },
    });

    // Neither record yet; then the TXT proof without the CNAME: still InvalidDNSSettings.
    expect(await check(name)).toMatchObject({
      state: 'PendingOwnershipVerification',
      pendingReason: 'InvalidDNSSettings',
    });
    t.dns.setTxt(`_sitewright.${name}`, [token]);
    expect(await check(name)).toMatchObject({
      state: 'PendingOwnershipVerification',
      pendingReason: 'InvalidDNSSettings',
    });
    expect(cloudfront.calls.some((c) => c.operation === 'VerifyDnsConfiguration')).toBe(true);

    cloudfront.setDns(name, 'valid-configuration');
    const verified = await check(name);
    expect(verified).toMatchObject({ state: 'PendingCertificateActivation', pendingReason: null });
    expect(verified.stages.map((s: { status: string }) => s.status)).toEqual([
      'completed',
      'completed',
      'inProgress',
    ]);
    await wait(hour + 1000);
    expect(await check(name)).toMatchObject({
      state: 'PendingCertificateActivation',
      pendingReason: 'CertificateActivationDelayed',
    });

    cloudfront.setCertificate(name, 'issued');
    expect(await check(name)).toMatchObject({ state: 'Connected', pending: false, websiteName: site.handle });
    expect(await states(name)).toEqual([
      'PendingOwnershipVerification',
      'PendingOwnershipVerification',
      'OwnershipVerified',
      'PendingCertificateActivation',
      'PendingCertificateActivation',
      'Connected',
    ]);
    expect(t.connected.entries().get(name)).toBe(site.handle);

    const before = cloudfront.calls.length;
    const disconnected = await t.h.post(`/api/domains/${name}/disconnect`, undefined, owner.token);
    expect(disconnected.status).toBe(200);
    expect(cloudfront.tenantOf(name)).toBeUndefined();
    expect(
      cloudfront.calls
        .slice(before)
        .filter((c) => c.operation.endsWith('DistributionTenant'))
        .map((c) => `${c.operation} ${c.status}`),
    ).toEqual(['UpdateDistributionTenant 200', 'DeleteDistributionTenant 204']);
  });

  it('a certificate that fails validation → Failed / CertificateActivationFailed; re-configure asks for a new one and connects', async () => {
    const name = domainFor();
    const { token } = await connect(name);
    pointDns(name, token);
    expect(await check(name)).toMatchObject({ state: 'PendingCertificateActivation' });
    cloudfront.setCertificate(name, 'failed');
    expect(await check(name)).toMatchObject({
      state: 'Failed',
      pending: false,
      failureReason: 'CertificateActivationFailed',
    });

    const reconfigured = await t.h.post(`/api/domains/${name}/reconnect`, undefined, owner.token);
    expect(reconfigured.body).toMatchObject({ state: 'PendingOwnershipVerification', failureReason: null });
    expect(cloudfront.tenantOf(name)?.certificate).toMatchObject({
      status: 'pending-validation',
      requests: 2,
    });
    expect(await check(name)).toMatchObject({ state: 'PendingCertificateActivation' });
    cloudfront.setCertificate(name, 'issued');
    expect(await check(name)).toMatchObject({ state: 'Connected' });
  });

  it('a certificate whose validation timed out, or still pending after 48 hours → Failed / CertificateActivationFailed', async () => {
    const timedOut = domainFor();
    const first = await connect(timedOut);
    pointDns(timedOut, first.token);
    await check(timedOut);
    cloudfront.setCertificate(timedOut, 'validation-timed-out');
    expect(await check(timedOut)).toMatchObject({
      state: 'Failed',
      failureReason: 'CertificateActivationFailed',
    });

    const slow = domainFor();
    const second = await connect(slow);
    pointDns(slow, second.token);
    expect(await check(slow)).toMatchObject({ state: 'PendingCertificateActivation' });
    await wait(47 * hour);
    expect(await check(slow)).toMatchObject({ pendingReason: 'CertificateActivationDelayed' });
    await wait(hour + 1000);
    expect(await check(slow)).toMatchObject({
      state: 'Failed',
      failureReason: 'CertificateActivationFailed',
    });
  });

  it('DNS never pointing at CloudFront within 72 hours → Failed / OwnershipVerificationExpired; reconnect starts over', async () => {
    const name = domainFor();
    const { token } = await connect(name);
    t.dns.setTxt(`_sitewright.${name}`, [token]); // the TXT proof alone is not enough
    await wait(71 * hour);
    expect(await check(name)).toMatchObject({
      state: 'PendingOwnershipVerification',
      pendingReason: 'InvalidDNSSettings',
    });
    await wait(hour + 1000);
    expect(await check(name)).toMatchObject({
      state: 'Failed',
      failureReason: 'OwnershipVerificationExpired',
    });
    const restarted = await t.h.post(`/api/domains/${name}/reconnect`, undefined, owner.token);
    expect(restarted.body).toMatchObject({ state: 'PendingOwnershipVerification', failureReason: null });
    cloudfront.setDns(name, 'valid-configuration');
    cloudfront.setCertificate(name, 'issued');
    expect(await check(name)).toMatchObject({ state: 'Connected' });
  });

  it('delete removes the tenant while PendingOwnershipVerification; once verified it is refused and the tenant stays', async () => {
    const pending = domainFor();
    await connect(pending);
    expect(cloudfront.tenantOf(pending)).toBeDefined();
    const deleted = await t.h.request('DELETE', `/api/domains/${pending}`, { token: owner.token });
    expect(deleted.status).toBeLessThan(300);
    expect(await findDomain(t.h.db, pending)).toBeNull();
    expect(cloudfront.tenantOf(pending)).toBeUndefined();

    const verified = domainFor();
    const { token } = await connect(verified);
    pointDns(verified, token);
    await check(verified);
    const refused = await t.h.request('DELETE', `/api/domains/${verified}`, { token: owner.token });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Website domain cannot be deleted once ownership is verified.' },
    });
    expect(cloudfront.tenantOf(verified)).toBeDefined();
  });

  it('CloudFront failing changes nothing: a tenant not created at connect is created by the next check; an outage during a check leaves the state', async () => {
    const name = domainFor();
    cloudfront.failNext(1, 503);
    const { token } = await connect(name);
    expect(cloudfront.tenantOf(name)).toBeUndefined();
    pointDns(name, token);
    cloudfront.failNext(1, 503);
    expect(await check(name)).toMatchObject({ state: 'PendingOwnershipVerification', pendingReason: null });
    expect(await check(name)).toMatchObject({ state: 'PendingCertificateActivation' });
    expect(cloudfront.tenantOf(name)?.certificate?.validationTokenHost).toBe('cloudfront');
    expect(cloudfront.calls.filter((c) => !c.signature.ok)).toEqual([]);
  });

  it("the periodic checker moves pending domains by CloudFront's answers without a request", async () => {
    const ready = domainFor();
    const first = await connect(ready);
    pointDns(ready, first.token);
    cloudfront.setCertificate(ready, 'issued');
    const waiting = domainFor();
    await connect(waiting);
    const moved = await checkPendingDomains({
      db: t.h.db,
      services: t.services(),
      clock: t.h.clock,
      logger: createLogger('silent'),
      batchSize: 1000,
    });
    expect(moved).toBeGreaterThanOrEqual(2);
    expect(await findDomain(t.h.db, ready)).toMatchObject({ state: 'Connected' });
    expect(await findDomain(t.h.db, waiting)).toMatchObject({
      state: 'PendingOwnershipVerification',
      pendingReason: 'InvalidDNSSettings',
    });
  });

  it('the tenant sweep removes what no domain needs (deleted with its account, disconnected while deploying, Failed) and keeps pending and Connected ones', async () => {
    const connected = domainFor();
    const first = await connect(connected);
    pointDns(connected, first.token);
    cloudfront.setCertificate(connected, 'issued');
    expect(await check(connected)).toMatchObject({ state: 'Connected' });
    const pending = domainFor();
    await connect(pending);
    const failed = domainFor();
    const third = await connect(failed);
    pointDns(failed, third.token);
    await check(failed);
    cloudfront.setCertificate(failed, 'failed');
    expect(await check(failed)).toMatchObject({ state: 'Failed' });
    const orphan = domainFor();
    await tenants.attach(orphan); // its domain row went with its account
    const disconnected = domainFor();
    const fifth = await connect(disconnected);
    pointDns(disconnected, fifth.token);
    cloudfront.setCertificate(disconnected, 'issued');
    await check(disconnected);
    cloudfront.holdDeployments(true);
    try {
      expect((await t.h.post(`/api/domains/${disconnected}/disconnect`, undefined, owner.token)).status).toBe(
        200,
      );
      // CloudFront refused the delete while the disabled tenant deploys: it serves nothing, and stays.
      expect(cloudfront.tenantOf(disconnected)).toMatchObject({ enabled: false });
    } finally {
      cloudfront.holdDeployments(false);
    }

    const sweep = await sweepTenants({ db: t.h.db, services: t.services(), logger: createLogger('silent') });
    expect(sweep.removed).toEqual(expect.arrayContaining([failed, orphan, disconnected]));
    expect(sweep.removed).not.toContain(connected);
    expect(sweep.removed).not.toContain(pending);
    for (const gone of [failed, orphan, disconnected]) expect(cloudfront.tenantOf(gone)).toBeUndefined();
    for (const kept of [connected, pending]) expect(cloudfront.tenantOf(kept)?.enabled).toBe(true);
    expect(
      (await sweepTenants({ db: t.h.db, services: t.services(), logger: createLogger('silent') })).removed,
    ).toEqual([]);
  });
});
