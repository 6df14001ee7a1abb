import { type Instant, toMillis } from './time.ts';

/** The fields of a website list item (spec §3) the order depends on. */
export interface SortableWebsite {
  lastDesignedAt?: Instant | null;
  modifiedAt?: Instant | null;
}

function sortKey(item: SortableWebsite): number {
  const at = item.lastDesignedAt ?? item.modifiedAt;
  const millis = at == null ? Number.NaN : toMillis(at);
  return Number.isNaN(millis) ? Number.NEGATIVE_INFINITY : millis;
}

/**
 * Spec §3 "Website list item": newest first by last designed time, or the last modified time when the
 * site was never designed. Items with neither go last; ties keep their input order. Does not mutate.
 */
export function sortWebsiteList<T extends SortableWebsite>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, key: sortKey(item) }))
    .sort((a, b) => (b.key === a.key ? a.index - b.index : b.key > a.key ? 1 : -1))
    .map(({ item }) => item);
}
