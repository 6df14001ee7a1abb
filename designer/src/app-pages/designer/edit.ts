import type { Website } from '@sitewright/model';

/**
 * How a panel changes the draft: a pure function of the document. Edits with the same
 * `coalesceKey` within a second are one undo step (typing in one field).
 */
export type Edit = (change: (doc: Website) => Website, coalesceKey?: string) => void;
