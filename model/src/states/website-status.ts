import type { Instant } from './time.ts';

/** Spec §4 "Website": draft or published. */
export type WebsiteStatus = 'draft' | 'published';

/** Labels of the website status; 'Draft - Not Published' is the spec's, 'Published' ours. */
export const websiteStatusLabels: Record<WebsiteStatus, string> = {
  draft: 'Draft - Not Published',
  published: 'Published',
};

/**
 * A website is published once publishing has given its draft a handle and a last-published time
 * (spec §4 "Publishing"); otherwise it is a draft.
 */
export function websiteStatus(draft: {
  handle?: string | null;
  lastPublishedAt?: Instant | null;
}): WebsiteStatus {
  return draft.handle && draft.lastPublishedAt != null ? 'published' : 'draft';
}

/** The status label shown for a website (spec §4: 'Draft - Not Published' for a draft). */
export function websiteStatusLabel(draft: {
  handle?: string | null;
  lastPublishedAt?: Instant | null;
}): string {
  return websiteStatusLabels[websiteStatus(draft)];
}
