/**
 * Custom domains (`website_domains`, its history): the one rule of which domain serves a site, a
 * site's public address (model's `publicSiteUrl` over that rule), the domain records and every
 * write of them.
 */
export {
  changeDomainIfUnchanged,
  createDomain,
  type DomainChange,
  type DomainConnection,
  deleteDomain,
  deletePendingDomain,
  lockWebsiteForDomain,
  reattachDomain,
  restartFailedDomain,
  websiteHasOtherDomain,
} from './domain-changes.ts';
export {
  detachDomain,
  lockDraftAnalyticsId,
  replaceDraftAnalyticsId,
  takeOwedDisconnectEmail,
} from './domain-disconnect.ts';
export { deleteDomainsOfAccount, transferDomainsOfWebsite } from './domain-owners.ts';
export {
  type DomainHistoryEntry,
  type DomainRecord,
  findDomain,
  listDomainHistory,
  listDomainNames,
  listDomainNamesRoutingTo,
  listDomainsOfUser,
  listDomainsOfWebsite,
  listPendingDomains,
} from './domain-records.ts';
export {
  findHandleServedBy,
  findPublicSite,
  findServingDomain,
  listServedDomains,
  type PublicSite,
  type ServedDomain,
} from './serving-domain.ts';
