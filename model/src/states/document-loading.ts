/** Spec §4 "Document loading status". */
export const documentLoadingStatuses = ['Waiting', 'Ready', 'Unavailable'] as const;
export type DocumentLoadingStatus = (typeof documentLoadingStatuses)[number];

/**
 * The loading status of a document subscription (spec §4): Waiting until the first answer arrives,
 * then Ready if the document exists, Unavailable if it does not or the read failed.
 */
export function documentLoadingStatus(load: {
  received: boolean;
  exists: boolean;
  failed?: boolean;
}): DocumentLoadingStatus {
  if (load.failed) return 'Unavailable';
  if (!load.received) return 'Waiting';
  return load.exists ? 'Ready' : 'Unavailable';
}
