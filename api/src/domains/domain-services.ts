import { Resolver } from 'node:dns/promises';
import { createCloudFrontTenants, type DomainTenants, noDomainTenants } from '@sitewright/publisher';
import type { Database } from '@sitewright/store';
import type { AuthSettings } from '../auth/settings.ts';
import type { Config } from '../config.ts';
import type { PublishingRuntime } from '../publishing/index.ts';
import { type ConnectedDomains, createConnectedDomains } from './connected-domains.ts';
import { type DomainSiteEffects, noDomainSiteEffects, publishingSiteEffects } from './domain-republish.ts';

/** Reads TXT records: `node:dns` `Resolver` satisfies it; tests point one at a local DNS server. */
export interface TxtResolver {
  /** The TXT records of `hostname`, each as its strings. Rejects with `ENOTFOUND` / `ENODATA` when none. */
  resolveTxt(hostname: string): Promise<string[][]>;
}

/** What a certificate authority says about a domain's certificate. */
export type CertificateStatus = 'issued' | 'pending' | 'failed';

/**
 * The certificate stage of spec §4 (PendingCertificateActivation → Connected). At scale the
 * domain's CloudFront-managed certificate ({@link tenantCertificates}); the embedded default
 * ({@link immediateCertificates}) issues at once.
 */
export interface CertificateIssuer {
  /** Asks for a certificate (idempotent: asking again for a requested domain changes nothing). */
  request(domainName: string): Promise<CertificateStatus>;
  /** Where the request stands. */
  status(domainName: string): Promise<CertificateStatus>;
}

/**
 * The embedded default: the api's sites server serves plain HTTP on `SITES_PORT`, and a TLS
 * terminator in front of it (or CloudFront) owns the certificates, so there is nothing to wait for.
 */
export const immediateCertificates: CertificateIssuer = {
  request: async () => 'issued',
  status: async () => 'issued',
};

/**
 * The managed certificate of the domain's CloudFront distribution tenant: a request makes sure the
 * tenant exists and asks again for a certificate that failed or timed out; the status is
 * GetManagedCertificateDetails' (failed, validation-timed-out, revoked, expired → `failed`).
 */
export function tenantCertificates(tenants: DomainTenants): CertificateIssuer {
  return {
    async request(domainName) {
      await tenants.attach(domainName);
      return tenants.certificate(domainName);
    },
    status: (domainName) => tenants.certificate(domainName),
  };
}

/** The timing rules of the domain states (spec §4, §9; the first is ours). */
export interface DomainTimings {
  /** PendingOwnershipVerification longer than this → Failed / OwnershipVerificationExpired. @defaultValue 72 h */
  ownershipWindowMs: number;
  /** Certificate still pending after this → pending reason CertificateActivationDelayed. @defaultValue 1 h */
  certificateDelayedAfterMs: number;
  /** Certificate still pending after this → Failed / CertificateActivationFailed. @defaultValue 48 h (spec §9) */
  certificateFailAfterMs: number;
}

const hour = 60 * 60 * 1000;
export const defaultDomainTimings: DomainTimings = {
  ownershipWindowMs: 72 * hour,
  certificateDelayedAfterMs: hour,
  certificateFailAfterMs: 48 * hour,
};

/** Everything the domain calls and the checker use besides the database and the clock. */
export interface DomainServices {
  resolver: TxtResolver;
  certificates: CertificateIssuer;
  /**
   * The domain's tenant at the CDN: created on connect, its DNS check part of ownership
   * verification, removed on delete and disconnect. @defaultValue {@link noDomainTenants} (embedded)
   */
  tenants: DomainTenants;
  /** The sites origin (`SITES_URL`). */
  sitesUrl: string;
  /**
   * The host a custom domain's CNAME points at: the tenants' routing endpoint at scale
   * (`CLOUDFRONT_ROUTING_ENDPOINT`), else the sites origin's host.
   */
  cnameTarget: string;
  /** Hosts no user may connect (the app's, the api's and the sites origin's, and their subdomains). */
  reservedHosts: readonly string[];
  /** The live domain → handle map the sites server routes by Host with. */
  connected: ConnectedDomains;
  timings: DomainTimings;
  /**
   * Told when a domain becomes Connected or is disconnected: republishes the site for its new
   * origin. @defaultValue through the process's publishing when it has one, else nothing
   */
  siteEffects: DomainSiteEffects;
}

/** The system resolver, with a short time-out: a check must not hang a request. */
export function systemTxtResolver(): TxtResolver {
  return new Resolver({ timeout: 3000, tries: 2 });
}

const provided = new WeakMap<Database, Partial<DomainServices>>();
const built = new WeakMap<Database, DomainServices>();

/**
 * Replaces parts of the domain services of the app running on `db` (a test's local DNS server, a
 * real certificate issuer, the process's shared {@link ConnectedDomains}). Call it before the first
 * request that uses them; `main.ts` calls it before listening.
 */
export function provideDomainServices(db: Database, services: Partial<DomainServices>): void {
  provided.set(db, { ...provided.get(db), ...services });
  built.delete(db);
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase();

/** What {@link domainServicesFor} reads: `ApiDependencies` has it; `main.ts` builds it from the configuration. */
export interface DomainServicesSource {
  db: Database;
  config?: Config;
  auth: { settings: Pick<AuthSettings, 'appUrl' | 'apiUrl'> };
  /** The process's publishing (republish on a domain change). */
  publishing?: PublishingRuntime;
}

/** The domain services of an app: what was provided, the rest from the configuration. Built once per database. */
export function domainServicesFor(deps: DomainServicesSource): DomainServices {
  const existing = built.get(deps.db);
  if (existing) return existing;
  const given = provided.get(deps.db) ?? {};
  const sitesUrl = given.sitesUrl ?? deps.config?.sitesUrl ?? 'http://localhost:3001';
  const cloud = deps.config?.domainTenants.kind === 'cloudfront' ? deps.config.domainTenants : null;
  const tenants =
    given.tenants ??
    (cloud
      ? createCloudFrontTenants({
          distributionId: cloud.distributionId,
          ...(cloud.connectionGroupId ? { connectionGroupId: cloud.connectionGroupId } : {}),
        })
      : noDomainTenants);
  const services: DomainServices = {
    resolver: given.resolver ?? systemTxtResolver(),
    certificates:
      given.certificates ??
      (tenants.kind === 'cloudfront' ? tenantCertificates(tenants) : immediateCertificates),
    tenants,
    sitesUrl,
    cnameTarget: given.cnameTarget ?? cloud?.routingEndpoint ?? new URL(sitesUrl).hostname,
    reservedHosts:
      given.reservedHosts ?? [sitesUrl, deps.auth.settings.appUrl, deps.auth.settings.apiUrl].map(hostOf),
    connected: given.connected ?? createConnectedDomains(),
    timings: given.timings ?? defaultDomainTimings,
    siteEffects:
      given.siteEffects ?? (deps.publishing ? publishingSiteEffects(deps.publishing) : noDomainSiteEffects),
  };
  built.set(deps.db, services);
  return services;
}

/** Whether `domainName` is one of ours or under one of ours (never connectable). */
export function isReservedDomain(domainName: string, reservedHosts: readonly string[]): boolean {
  return reservedHosts.some((host) => domainName === host || domainName.endsWith(`.${host}`));
}
