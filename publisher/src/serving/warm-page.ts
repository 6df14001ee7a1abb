import { isCompressible } from '../object-store/content-headers.ts';
import { buildFileKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import type { CompressionCache } from './compression.ts';

/**
 * Prepares a build that just went live for its first visitor: reads its home page (the folder
 * store then answers the request with a `stat`) and compresses it as browsers ask for it (brotli,
 * {@link CompressionCache.forVisitor}), while the owner's browser is still on its way. Called by
 * the sites thread when told a new pointer. Best effort: a failure here is the visitor's to meet.
 */
export async function warmHomePage(
  store: ObjectStore,
  compression: CompressionCache,
  handle: string,
  buildId: string,
): Promise<void> {
  const page = await store.get(buildFileKey(handle, buildId, 'index.html'));
  if (page === null || !isCompressible(page.contentType)) return;
  await compression.forVisitor(page.etag, 'br', page.body);
}
