import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@sitewright/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { domainServicesFor } from './domain-services.ts';

/** The choice of custom-domain tenants, made once from the environment (ARCHITECTURE "One code path, two scales"). */
describe('domain services from the configuration', () => {
  let baseDir: string;
  beforeEach(async () => {
    baseDir = await mkdtemp(path.join(tmpdir(), 'sitewright-domain-config-'));
  });
  afterEach(() => rm(baseDir, { recursive: true, force: true }));

  const servicesOf = async (env: Record<string, string>) => {
    const config = await loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env }, baseDir);
    const db = {} as Database; // only the key the services are kept under
    return domainServicesFor({ db, config, auth: { settings: config } });
  };

  it('embedded default: no tenants, certificates issued at once, the CNAME names the sites origin', async () => {
    const services = await servicesOf({ SITES_URL: 'https://sites.example.net' });
    expect(services.tenants.kind).toBe('none');
    expect(await services.certificates.request('shop.example.com')).toBe('issued');
    expect(services.cnameTarget).toBe('sites.example.net');
  });

  it('CLOUDFRONT_TENANT_DISTRIBUTION_ID: CloudFront tenants, the CNAME names the routing endpoint', async () => {
    const services = await servicesOf({
      SITES_URL: 'https://sites.example.net',
      CLOUDFRONT_TENANT_DISTRIBUTION_ID: 'EMT0EXAMPLE',
      CLOUDFRONT_CONNECTION_GROUP_ID: 'cg_example',
      CLOUDFRONT_ROUTING_ENDPOINT: 'd111111abcdef8.cloudfront.net',
    });
    expect(services.tenants.kind).toBe('cloudfront');
    expect(services.cnameTarget).toBe('d111111abcdef8.cloudfront.net');
  });

  it('refuses CLOUDFRONT_TENANT_DISTRIBUTION_ID without CLOUDFRONT_ROUTING_ENDPOINT', async () => {
    await expect(servicesOf({ CLOUDFRONT_TENANT_DISTRIBUTION_ID: 'EMT0EXAMPLE' })).rejects.toThrow(
      ConfigError,
    );
    await expect(servicesOf({ CLOUDFRONT_TENANT_DISTRIBUTION_ID: 'EMT0EXAMPLE' })).rejects.toThrow(
      /CLOUDFRONT_ROUTING_ENDPOINT: needed with CLOUDFRONT_TENANT_DISTRIBUTION_ID/,
    );
  });
});
