import { JsonText } from '../contract/index.ts';

/**
 * get-draft's serialized drafts, one per website, keyed by the row version they were read from.
 *
 * Decision: reading a draft costs the database its `jsonb` output and the api a `JSON.parse` and a
 * `JSON.stringify` of the whole document on every call, though drafts are read far more often
 * than they change. The route reads the row's version token (`draftToken`, below) with the
 * membership check (and sends the token it keeps, so the database leaves the draft out when they
 * match); when it matches the one kept here the kept text is the answer, byte for byte
 * what serializing the row again would give. Any write of the row (a save, edit control, the
 * publisher, a disconnect, an ownership move — in any process) gives the row a new token, so a
 * kept text is never served for another version. Bounded by characters; the least recently read
 * websites leave first.
 */
export interface DraftJsonCache {
  /** The kept JSON of `websiteId`'s draft when it was kept for row version `token`. */
  get(websiteId: string, token: string): JsonText | undefined;
  /** The row version `websiteId`'s kept JSON was kept for (the statement then leaves the draft out), or null. */
  tokenOf(websiteId: string): string | null;
  /** Serializes `draft` (the row of version `token`) and keeps it. */
  keep(websiteId: string, token: string, draft: unknown): JsonText;
}

/**
 * SQL: the identity of a `websites` row version (alias `w`). `xmin` (the transaction that wrote
 * it) and `ctid` (where it lies) together differ for every update: two updates in one transaction
 * share `xmin` but not `ctid`.
 */
export const draftToken = `w.xmin::text || '/' || w.ctid::text`;

/** @param maxChars - @defaultValue 16,000,000 (about 1,500 drafts of 10 KB, 25 of the 650 KB maximum) */
export function createDraftJsonCache(maxChars = 16_000_000): DraftJsonCache {
  const kept = new Map<string, { token: string; text: JsonText }>();
  let chars = 0;
  const drop = (websiteId: string) => {
    const entry = kept.get(websiteId);
    if (!entry) return;
    kept.delete(websiteId);
    chars -= entry.text.json.length;
  };
  return {
    get(websiteId, token) {
      const entry = kept.get(websiteId);
      if (entry?.token !== token) return undefined;
      // Most recently read last, so eviction takes the least recently read.
      kept.delete(websiteId);
      kept.set(websiteId, entry);
      return entry.text;
    },
    tokenOf: (websiteId) => kept.get(websiteId)?.token ?? null,
    keep(websiteId, token, draft) {
      const text = new JsonText(JSON.stringify(draft));
      drop(websiteId);
      if (text.json.length > maxChars) return text;
      while (chars + text.json.length > maxChars) {
        const oldest = kept.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      kept.set(websiteId, { token, text });
      chars += text.json.length;
      return text;
    },
  };
}
