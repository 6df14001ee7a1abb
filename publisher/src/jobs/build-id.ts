/**
 * Build ids: `b{sequence}`. Deterministic per request, so a retried or replayed job rewrites the
 * same prefix and the same pointer entry instead of starting another build; and ordered like the
 * pointer log, so cleaning up "everything older than sequence n" can never touch a newer build
 * that is still uploading.
 */

/** The build id of the request with this sequence. */
export function buildIdFor(sequence: number): string {
  return `b${sequence}`;
}

/** The sequence a build id was made for, or null for a name this module did not make. */
export function sequenceOfBuild(buildId: string): number | null {
  const match = /^b(\d{1,16})$/.exec(buildId);
  return match ? Number(match[1]) : null;
}

/** Runs `tasks` with at most `limit` at a time; rejects with the first failure. */
export async function inBatches<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(lanes);
}
