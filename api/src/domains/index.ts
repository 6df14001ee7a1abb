/** Custom domains (spec §3, §4, §8): the calls, the state machine, the checker and the Host map. */
export { type ConnectedDomains, createConnectedDomains } from './connected-domains.ts';
export { disconnectRoutes } from './disconnect-routes.ts';
export { checkDomain, nextDomainChange, ownershipEvidence } from './domain-check.ts';
export {
  checkPendingDomains,
  type DomainChecker,
  type DomainCheckerOptions,
  startDomainChecker,
} from './domain-checker.ts';
export {
  type DomainConnectionChange,
  type DomainSiteEffects,
  noDomainSiteEffects,
  publishingSiteEffects,
} from './domain-republish.ts';
export { domainRoutes, domainsApi } from './domain-routes.ts';
export { createDomainRuntime, type DomainRuntime } from './domain-runtime.ts';
export {
  type CertificateIssuer,
  type CertificateStatus,
  type DomainServices,
  type DomainServicesSource,
  type DomainTimings,
  defaultDomainTimings,
  domainServicesFor,
  immediateCertificates,
  provideDomainServices,
  systemTxtResolver,
  type TxtResolver,
  tenantCertificates,
} from './domain-services.ts';
export { needsTenant, sweepTenants, type TenantSweep } from './domain-tenant.ts';
export { type WebsiteMembership, websiteMembership } from './website-member.ts';
