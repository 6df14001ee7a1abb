import { revalidateCacheControl } from '../object-store/content-headers.ts';
import { notFoundPageKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { notFoundHtml } from '../serving/route-request.ts';

/**
 * Writes the objects every store needs once: the 'No website at this link' page CloudFront's error
 * responses point at. Idempotent; workers and the api call it at start.
 */
export async function ensureStoreBasics(store: ObjectStore): Promise<void> {
  const existing = await store.head(notFoundPageKey);
  if (existing === null) {
    await store.put(notFoundPageKey, notFoundHtml, {
      contentType: 'text/html; charset=utf-8',
      cacheControl: revalidateCacheControl,
    });
  }
}
