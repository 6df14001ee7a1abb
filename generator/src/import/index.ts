/**
 * Link import (spec §1, §4, §5): fetch an owner's existing page safely and read their business
 * from it. Website creation calls {@link importLink} and {@link needsMoreInformation}.
 */
export { isPublicAddress } from './address-policy.ts';
export {
  checkDestination,
  type Destination,
  type ResolvedAddress,
  type Resolver,
  systemResolver,
} from './destination.ts';
export { detectSource } from './extract/detect-source.ts';
export { extractBusiness } from './extract/extract-business.ts';
export { type ImportLinkOptions, type ImportOutcome, importLink, type LinkImport } from './import-link.ts';
export { importSummary } from './import-summary.ts';
export {
  type BusinessFields,
  emptyBusiness,
  type ImportedBusiness,
  type ImportedImage,
  type ImportedReview,
  importedBusiness,
  importedLimits,
} from './imported-business.ts';
export { LinkFetchError, type LinkFetchErrorCode } from './link-fetch-error.ts';
export {
  type MissingInformation,
  missingInformation,
  moreInformationRule,
  needsMoreInformation,
  type OnboardingAnswers,
} from './more-information.ts';
export { type FetchedPage, type SafeFetchOptions, safeFetch, safeFetchDefaults } from './safe-fetch.ts';
