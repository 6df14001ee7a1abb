/** Whether a custom domain's DNS points at the CDN (CloudFront's VerifyDnsConfiguration). */
export type TenantDnsStatus = 'valid' | 'invalid' | 'unknown';

/** Where a domain's managed certificate stands, in the three outcomes the domain states need. */
export type TenantCertificateStatus = 'issued' | 'pending' | 'failed';

/**
 * Custom domains at the CDN: one distribution tenant per domain with a CDN-managed certificate
 * (CloudFront SaaS Manager), or nothing on the embedded default, where the api's sites server
 * routes by Host and a TLS terminator in front of it owns the certificates.
 */
export interface DomainTenants {
  readonly kind: 'cloudfront' | 'none';
  /**
   * Makes sure the domain has an enabled tenant whose certificate is issued or being validated:
   * creates one with a managed certificate request, enables a disabled one, and asks again for a
   * certificate that failed, timed out, expired or was revoked. Idempotent.
   */
  attach(domainName: string): Promise<void>;
  /** Whether the domain's DNS points at the CDN (creates the tenant first when it has none). */
  routing(domainName: string): Promise<TenantDnsStatus>;
  /** Where the domain's managed certificate stands (`pending` while the tenant has none yet). */
  certificate(domainName: string): Promise<TenantCertificateStatus>;
  /**
   * Removes the domain's tenant, disabling it first as the CDN requires: `removed`, `none` when it
   * had none, or `disabled` when the CDN refused the delete while the disabled tenant deploys (a
   * later {@link DomainTenants.detach}, e.g. the api's tenant sweep, deletes it).
   */
  detach(domainName: string): Promise<TenantRemoval>;
  /** The domain of every tenant of the distribution (the sweep compares them with the recorded domains). */
  listDomains(): Promise<string[]>;
}

/** What {@link DomainTenants.detach} did. */
export type TenantRemoval = 'removed' | 'disabled' | 'none';

/** The embedded default: no tenants, DNS is not the CDN's to check, and certificates are not ours. */
export const noDomainTenants: DomainTenants = {
  kind: 'none',
  attach: async () => {},
  routing: async () => 'valid',
  certificate: async () => 'issued',
  detach: async () => 'none',
  listDomains: async () => [],
};
