/**
 * One entry of the spec §8 error catalogue.
 * `wording: 'spec'` means the text is the spec's, word for word; `'ours'` means the spec only
 * describes the error (e.g. "Generic error") and this is the message a user would expect.
 */
export interface ErrorEntry {
  message: string;
  /** A heading shown above the message, where the spec gives one (e.g. 'Disconnection failed'). */
  title?: string;
  /** HTTP-style status, where the spec pairs one with the code (storage errors). */
  status?: number;
  wording: 'spec' | 'ours';
}

/** Marks the text as the spec's own. */
export const spec = (message: string, extra: Omit<ErrorEntry, 'message' | 'wording'> = {}): ErrorEntry => ({
  message,
  ...extra,
  wording: 'spec',
});

/** Marks the text as written here because the spec gives only a description. */
export const ours = (message: string, extra: Omit<ErrorEntry, 'message' | 'wording'> = {}): ErrorEntry => ({
  message,
  ...extra,
  wording: 'ours',
});
