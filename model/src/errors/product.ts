import { ours, spec } from './entry.ts';

/** Spec §8 "Upload". Only the two toasts are worded in the spec. */
export const uploadErrors = {
  'upload-failed': ours('Upload failed. Please try again.'),
  'upload-invalid-file-type': ours('Invalid file type.'),
  'upload-file-too-large': ours('File is too large.'),
  'upload-image-too-large-dimensions': ours('Browser icon must be at most 512 x 512 px.'),
  // Every kind: the decided pixel limit (limits `uploadPixelLimits`); the validator adds the maximum.
  'upload-image-too-many-pixels': ours('Image dimensions are too large.'),
  'upload-unreadable-image': ours('This image could not be read. Please choose another file.'),
  'upload-max-images': ours('Maximum uploaded images reached.'),
  'browser-icon-upload-failed': spec('Error uploading browser icon.'),
  'logo-upload-failed': spec('Error Uploading Logo'),
  'image-content-loading-failed': ours('Images could not be loaded. Please try again.'),
} as const;

/** Spec §8 "Invites" (all described, none worded). */
export const inviteErrors = {
  'invite-generic': ours('Something went wrong with this invitation. Please try again.'),
  'invite-expired': ours('This invitation is no longer valid. Please ask the owner to send a new one.'),
  'invite-wrong-account': ours(
    'You are signed in with a different account. Please sign in with the email address the invitation was sent to.',
  ),
  'invite-limit-reached': ours('Maximum invitations reached.'),
} as const;

/** Spec §8 "Domains". */
export const domainErrors = {
  'domain-connect-failed': spec('No custom domain connection was established.', {
    title: 'Failed to connect custom domain',
  }),
  'domain-contact-support': ours(
    'This domain is already pending or connected to another account. Please contact support.',
  ),
  'domain-disconnect-failed': spec('Unable to disconnect custom domain.', { title: 'Disconnection failed' }),
  'domain-not-owned': spec('Website domain not owned.'),
  'domain-delete-after-verification': spec('Website domain cannot be deleted once ownership is verified.'),
} as const;

/** Spec §8 "Ownership transfer". The limit message completes the spec's fragment. */
export const ownershipTransferErrors = {
  'transfer-failed': ours(
    'Ownership transfer failed. Please check your connection and try again. If the problem continues, contact support.',
  ),
  'transfer-owner-limit': ours('The new owner has already reached the maximum number of websites.'),
} as const;

/** Spec §8 "Website creation". */
export const websiteCreationErrors = {
  'website-creation-failed': spec('There was a problem creating your website'),
  'no-content-imported': spec('No content was imported from your supplied link'),
  // The spec shows 'Imported minimal content...': the sentence is completed here.
  'minimal-content-imported': ours(
    'Imported minimal content from your supplied link. Add more details in the designer.',
  ),
  'partial-content-imported': ours('Some content was imported from your supplied link'),
  'creation-taking-longer': spec('Taking longer than expected'),
  'more-information-needed': spec('More information needed'),
} as const;

/** Spec §8 "Other". */
export const otherErrors = {
  'invalid-authorization-token': spec('Invalid authorization token.'),
  'website-limit-exceeded': spec('Maximum allowed website limit exceeded'),
  'website-not-found': spec('No website at this link'),
  'account-deletion-failed': ours(
    'Account deletion failed. Please check your connection and try again. If the problem continues, contact support.',
  ),
  'contact-export-failed': spec('Export failed. Please try again.', { title: 'Contact export failed' }),
} as const;
