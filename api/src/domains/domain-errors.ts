import { errorMessage } from '@sitewright/model';
import { ApiError } from '../http/api-error.ts';

/**
 * The refusals of the domain calls: spec §8 "Domains" where it words one, ours (codes not in the
 * catalogue) where it does not.
 */
export const domainRefusals = {
  /** Another user's domain, or one the caller cannot see (the same answer, so nothing leaks). */
  notOwned: () => new ApiError(403, 'domain-not-owned', errorMessage('domain-not-owned')),
  deleteAfterVerification: () =>
    new ApiError(409, 'domain-delete-after-verification', errorMessage('domain-delete-after-verification')),
  /** Spec §8: a domain pending or claimed by another account. */
  contactSupport: () => new ApiError(409, 'domain-contact-support', errorMessage('domain-contact-support')),
  /** Spec §8 'Failed to connect custom domain' / 'No custom domain connection was established.' */
  connectFailed: (status: number) =>
    new ApiError(status, 'domain-connect-failed', errorMessage('domain-connect-failed')),
  /** Spec §8 'Disconnection failed' / 'Unable to disconnect custom domain.' */
  disconnectFailed: (status: number) =>
    new ApiError(status, 'domain-disconnect-failed', errorMessage('domain-disconnect-failed')),
  websiteNotFound: () => new ApiError(404, 'website-not-found', errorMessage('website-not-found')),
  notPublished: () =>
    new ApiError(
      409,
      'website-not-published',
      'Publish your website before connecting a custom domain: the domain shows the published website.',
    ),
  websiteHasDomain: () =>
    new ApiError(
      409,
      'website-has-domain',
      'This website already has a custom domain. Disconnect it before connecting another one.',
    ),
  domainInUse: () =>
    new ApiError(
      409,
      'domain-in-use',
      'This domain is connected to another of your websites. Disconnect it there first.',
    ),
  reserved: () =>
    new ApiError(400, 'domain-reserved', 'This domain belongs to Sitewright and cannot be connected.'),
} as const;

/** The refusals each domain call documents in the OpenAPI document. */
export const domainErrorDocs = {
  connect: [
    { status: 400, code: 'domain-reserved' },
    { status: 404, code: 'website-not-found' },
    { status: 409, code: 'website-not-published' },
    { status: 409, code: 'website-has-domain' },
    { status: 409, code: 'domain-in-use' },
    { status: 409, code: 'domain-contact-support' },
    { status: 500, code: 'domain-connect-failed' },
  ],
  owned: [{ status: 403, code: 'domain-not-owned' }],
} as const;
