/**
 * Custom domains (`website_domains`): the one rule of which domain serves a site, and a site's
 * public address (`publicSiteUrl` of model over that rule).
 */
export {
  findHandleServedBy,
  findPublicSite,
  findServingDomain,
  listServedDomains,
  type PublicSite,
  type ServedDomain,
} from './serving-domain.ts';
