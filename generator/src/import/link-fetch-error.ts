/**
 * Why a link could not be fetched. The first group are refusals decided before any connection is
 * opened (the URL or its address breaks a rule); the rest happen while fetching.
 */
export const linkRefusalCodes = [
  'invalid-url',
  'scheme-not-allowed',
  'credentials-not-allowed',
  'port-not-allowed',
  'address-not-allowed',
] as const;
export const linkFailureCodes = [
  'dns-failed',
  'too-many-redirects',
  'timeout',
  'too-large',
  'not-html',
  'http-error',
  'network-error',
] as const;
export type LinkFetchErrorCode = (typeof linkRefusalCodes)[number] | (typeof linkFailureCodes)[number];

/** A link the importer refused or could not fetch. `code` says which rule or failure. */
export class LinkFetchError extends Error {
  override readonly name = 'LinkFetchError';
  constructor(
    readonly code: LinkFetchErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** True when the link was refused by a rule before any connection was attempted. */
  get refused(): boolean {
    return (linkRefusalCodes as readonly string[]).includes(this.code);
  }
}
