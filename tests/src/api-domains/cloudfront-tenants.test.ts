import {
  CloudFrontClient,
  DeleteDistributionTenantCommand,
  GetDistributionTenantByDomainCommand,
} from '@aws-sdk/client-cloudfront';
import { createCloudFrontTenants, type DomainTenants } from '@sitewright/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudFront, startFakeCloudFront } from '../support/fake-cloudfront.ts';

/**
 * The CloudFront SaaS Manager client (publisher `createCloudFrontTenants`) through the real AWS
 * SDK against the local stand-in of CloudFront's API, and the stand-in's own guard: the SigV4
 * signature of every request.
 */
describe('custom domains as CloudFront distribution tenants', () => {
  let cloudfront: FakeCloudFront;
  let tenants: DomainTenants;
  let n = 0;
  const domain = () => `shop-${++n}-${Date.now().toString(36)}.example.com`;
  beforeAll(async () => {
    cloudfront = await startFakeCloudFront({
      credentials: { accessKeyId: 'AKIDCFTEST', secretAccessKey: 'cf-test-secret' },
    });
    tenants = createCloudFrontTenants({
      distributionId: cloudfront.tenantDistributionId,
      connectionGroupId: 'cg_sitewrighttest',
      endpoint: cloudfront.endpoint,
      credentials: cloudfront.credentials,
      maxAttempts: 1,
    });
  });
  afterAll(() => cloudfront?.stop());

  it('attach creates one enabled tenant with a CloudFront-hosted managed certificate; again changes nothing', async () => {
    const name = domain();
    await tenants.attach(name);
    await tenants.attach(name);
    const tenant = cloudfront.tenantOf(name);
    expect(tenant).toMatchObject({
      name,
      distributionId: cloudfront.tenantDistributionId,
      connectionGroupId: 'cg_sitewrighttest',
      domains: [name],
      enabled: true,
      certificate: { status: 'pending-validation', validationTokenHost: 'cloudfront', requests: 1 },
    });
    expect([...cloudfront.tenants.values()].filter((t) => t.domains.includes(name))).toHaveLength(1);
    expect(cloudfront.calls.every((c) => c.signature.ok)).toBe(true);
  });

  it('routing follows VerifyDnsConfiguration and certificate follows GetManagedCertificateDetails', async () => {
    const name = domain();
    expect(await tenants.routing(name)).toBe('invalid'); // creates the tenant first
    expect(cloudfront.tenantOf(name)).toBeDefined();
    cloudfront.setDns(name, 'unknown-configuration');
    expect(await tenants.routing(name)).toBe('unknown');
    cloudfront.setDns(name, 'valid-configuration');
    expect(await tenants.routing(name)).toBe('valid');
    expect(await tenants.certificate(name)).toBe('pending');
    cloudfront.setCertificate(name, 'issued');
    expect(await tenants.certificate(name)).toBe('issued');
    for (const dead of ['failed', 'validation-timed-out', 'revoked', 'expired'] as const) {
      cloudfront.setCertificate(name, dead);
      expect(await tenants.certificate(name)).toBe('failed');
    }
    expect(await tenants.certificate(domain())).toBe('pending'); // no tenant yet
  });

  it('attach asks again for a certificate that failed validation, and enables a disabled tenant', async () => {
    const name = domain();
    await tenants.attach(name);
    cloudfront.setCertificate(name, 'validation-timed-out');
    await tenants.attach(name);
    expect(cloudfront.tenantOf(name)?.certificate).toMatchObject({
      status: 'pending-validation',
      requests: 2,
    });
    const tenant = cloudfront.tenantOf(name);
    if (tenant) tenant.enabled = false;
    await tenants.attach(name);
    expect(cloudfront.tenantOf(name)).toMatchObject({
      enabled: true,
      connectionGroupId: 'cg_sitewrighttest',
      certificate: { requests: 2 },
    });
  });

  it('detach disables the tenant, then deletes it with its ETag; a domain without one is a no-op', async () => {
    const name = domain();
    await tenants.attach(name);
    const before = cloudfront.calls.length;
    await tenants.detach(name);
    expect(cloudfront.tenantOf(name)).toBeUndefined();
    expect(cloudfront.calls.slice(before).map((c) => `${c.operation} ${c.status}`)).toEqual([
      'GetDistributionTenantByDomain 200',
      'UpdateDistributionTenant 200',
      'DeleteDistributionTenant 204',
    ]);
    await tenants.detach(name);
    expect(cloudfront.calls.at(-1)).toMatchObject({
      operation: 'GetDistributionTenantByDomain',
      status: 404,
    });
  });

  it('detach while the disabled tenant still deploys leaves it disabled; the next detach deletes it', async () => {
    const name = domain();
    await tenants.attach(name);
    cloudfront.holdDeployments(true);
    try {
      expect(await tenants.detach(name)).toBe('disabled');
      expect(cloudfront.tenantOf(name)).toMatchObject({ enabled: false, status: 'InProgress' });
    } finally {
      cloudfront.holdDeployments(false);
    }
    expect(await tenants.detach(name)).toBe('removed');
    expect(cloudfront.tenantOf(name)).toBeUndefined();
    expect(await tenants.detach(name)).toBe('none');
  });

  it('listDomains pages through every tenant of the distribution (100 a page)', async () => {
    const names = Array.from({ length: 102 }, () => domain());
    for (const name of names) await tenants.attach(name);
    const before = cloudfront.calls.length;
    const listed = await tenants.listDomains();
    expect(listed).toEqual(expect.arrayContaining(names));
    expect(listed).toHaveLength(cloudfront.tenants.size);
    expect(cloudfront.calls.slice(before).map((c) => c.operation)).toEqual([
      'ListDistributionTenants',
      'ListDistributionTenants',
    ]);
    for (const name of names) await tenants.detach(name);
  });

  it('a domain longer than a tenant name may be gets a digest as its name', async () => {
    const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.${domain()}`;
    await tenants.attach(long);
    expect(cloudfront.tenantOf(long)?.name).toMatch(/^sw-[0-9a-f]{40}$/);
    expect(await tenants.listDomains()).toContain(long);
    expect(await tenants.detach(long)).toBe('removed');
  });

  it('the stand-in refuses an enabled tenant and a stale ETag on delete', async () => {
    const name = domain();
    await tenants.attach(name);
    const tenant = cloudfront.tenantOf(name);
    const client = new CloudFrontClient({
      region: 'us-east-1',
      endpoint: cloudfront.endpoint,
      credentials: cloudfront.credentials,
      maxAttempts: 1,
    });
    const got = await client.send(new GetDistributionTenantByDomainCommand({ Domain: name }));
    await expect(
      client.send(new DeleteDistributionTenantCommand({ Id: tenant?.id, IfMatch: got.ETag })),
    ).rejects.toMatchObject({ name: 'ResourceNotDisabled', $metadata: { httpStatusCode: 409 } });
    await expect(
      client.send(new DeleteDistributionTenantCommand({ Id: tenant?.id, IfMatch: 'E0STALE' })),
    ).rejects.toMatchObject({ name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
    expect(cloudfront.tenantOf(name)).toBeDefined();
  });

  it('refuses a request signed with another secret, or not signed, and changes nothing', async () => {
    const name = domain();
    const forged = createCloudFrontTenants({
      distributionId: cloudfront.tenantDistributionId,
      endpoint: cloudfront.endpoint,
      credentials: { accessKeyId: cloudfront.credentials.accessKeyId, secretAccessKey: 'not-the-secret' },
      maxAttempts: 1,
    });
    await expect(forged.attach(name)).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
    expect(cloudfront.calls.at(-1)?.signature).toEqual({ ok: false, reason: 'signature does not verify' });
    expect(cloudfront.tenantOf(name)).toBeUndefined();

    const unsigned = await fetch(`${cloudfront.endpoint}/2020-05-31/distribution-tenant`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: `<CreateDistributionTenantRequest><DistributionId>${cloudfront.tenantDistributionId}</DistributionId><Name>${name}</Name><Domains><member><Domain>${name}</Domain></member></Domains></CreateDistributionTenantRequest>`,
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(cloudfront.tenantOf(name)).toBeUndefined();
  });
});
