import { createHash } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import { closeSync, promises as fs, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { cacheControlFor, contentTypeFor } from './content-headers.ts';
import type { StoredObject } from './object-store.ts';

/** The reads of the folder store (`folder-store.ts`): its objects, remembered while their files stay the same. */

/** An object's HTTP headers, kept beside its bytes (`{root}/.meta/{key}.json`) when not its key's defaults. */
export interface Sidecar {
  contentType: string;
  cacheControl: string;
}

export const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The folder store's ETag of a body: 32 hex digits of its SHA-1, quoted — the same for the same
 * bytes, as the object-store contract asks (S3's is an MD5: nothing compares the two). SHA-1, not
 * MD5: 0.16 ms against 0.42 ms for the largest page (342 KB) on this machine, and the job's write
 * and the sites thread's first read of a new page both hash it on the way to its first visitor.
 */
export function folderEtag(body: Uint8Array | string): string {
  return `"${createHash('sha1').update(body).digest('hex').slice(0, 32)}"`;
}

/**
 * The largest body a store with `synchronousReads` reads synchronously; larger ones are read as
 * every other store reads them.
 *
 * Decision: the sites thread reads synchronously. On a local disk a page's read is a handful of
 * system calls of some tens of microseconds each, while the asynchronous read is five round trips
 * through libuv's thread pool (open, stat, read, read to the end, close), each a wake-up of the
 * thread on a busy 2-core machine: a new build's home page took 1–2.5 ms to read there, and every
 * visitor's revalidation a round trip for its `stat`. Side by side, the sites server answered the
 * new page 1.6 ms sooner after the job's tell (docs/decisions/serving.md). The thread does nothing
 * but serve, so a read holds up only the requests behind it; the api's own thread keeps
 * asynchronous reads. The bound, 512 KB, holds the largest page the model's limits allow (342 KB,
 * every field at its limit), whose warm-up read took 1–4 ms asynchronously against 0.8–1 ms
 * synchronously (its MD5 included); a body over it (a large photo) stays asynchronous, so one read
 * never holds the thread for long.
 */
export const synchronousReadMaxBytes = 512 * 1024;

/** Bytes of recently read objects kept in memory per store, and the largest one kept. */
const recentMaxBytes = 16 * 1024 * 1024;
const recentObjectMaxBytes = 2 * 1024 * 1024;

const identityOf = (stat: BigIntStats) =>
  `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;

/**
 * `read` answers a key's object (null when missing) from the files `dataPath` and `metaPath`
 * name; `forget` drops what it remembers of a key (its object is deleted).
 */
export function createFolderReads(
  paths: { dataPath: (key: string) => string; metaPath: (key: string) => string },
  synchronousReads: boolean,
): { read: (key: string) => Promise<StoredObject | null>; forget: (key: string) => void } {
  const { dataPath, metaPath } = paths;

  /** The headers of `key`'s sidecar file (`text`), or the key's defaults when it has none (null). */
  const sidecarFrom = (key: string, text: string | null): Sidecar =>
    text === null
      ? { contentType: contentTypeFor(key), cacheControl: cacheControlFor(key) }
      : (JSON.parse(text) as Sidecar);
  const missingAsNull = (error: unknown): null => {
    if (!isMissing(error)) throw error;
    return null;
  };

  async function readSidecar(key: string): Promise<Sidecar> {
    return sidecarFrom(key, await fs.readFile(metaPath(key), 'utf8').catch(missingAsNull));
  }

  function readSidecarSynchronously(key: string): Sidecar {
    let text: string | null;
    try {
      text = readFileSync(metaPath(key), 'utf8');
    } catch (error) {
      text = missingAsNull(error);
    }
    return sidecarFrom(key, text);
  }

  /**
   * Objects read lately, each with the identity of the file it was read from (device, inode, size,
   * change times): a later read whose `stat` finds the same file returns it without reading and
   * hashing the bytes again — the sites server reads the page and the pointer log on every request.
   * Every write puts a new file in place (rename or link of a fresh temporary file), so new bytes
   * always come with a new identity.
   */
  const recent = new Map<string, { identity: string; object: StoredObject }>();
  let recentBytes = 0;
  const forget = (key: string) => {
    const entry = recent.get(key);
    if (entry === undefined) return;
    recent.delete(key);
    recentBytes -= entry.object.size;
  };
  const remember = (key: string, identity: string, object: StoredObject) => {
    forget(key);
    if (object.size > recentObjectMaxBytes) return;
    recent.set(key, { identity, object });
    recentBytes += object.size;
    for (const oldest of recent.keys()) {
      if (recentBytes <= recentMaxBytes) break;
      forget(oldest);
    }
  };

  /**
   * `key`'s remembered object when `stat` (its file's, or null: missing) shows the same file; null
   * when the file is gone; undefined when it must be read. Forgets what no longer matches.
   */
  function rememberedFor(key: string, stat: BigIntStats | null): StoredObject | null | undefined {
    const known = recent.get(key);
    if (known === undefined) return undefined;
    if (stat !== null && identityOf(stat) === known.identity) {
      recent.delete(key); // most recently used last
      recent.set(key, known);
      return known.object;
    }
    forget(key);
    return stat === null ? null : undefined;
  }

  /** The object read from an open file (`stat` is that file's own), remembered. */
  function storedObject(key: string, body: Buffer, stat: BigIntStats, sidecar: Sidecar): StoredObject {
    const object: StoredObject = {
      body,
      etag: folderEtag(body),
      ...sidecar,
      size: body.length,
      lastModified: stat.mtime,
    };
    remember(key, identityOf(stat), object);
    return object;
  }

  /** The object as {@link read} answers it, read synchronously; undefined when its body is too large for that. */
  function readSynchronously(key: string): StoredObject | null | undefined {
    const file = dataPath(key);
    if (recent.has(key)) {
      let stat: BigIntStats | null = null;
      try {
        stat = statSync(file, { bigint: true });
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      const remembered = rememberedFor(key, stat);
      if (remembered !== undefined) return remembered;
    }
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    try {
      // The identity is the open file's own, so it always belongs to these bytes.
      const stat = fstatSync(fd, { bigint: true });
      if (stat.isDirectory()) return null;
      if (stat.size > BigInt(synchronousReadMaxBytes)) return undefined;
      return storedObject(key, readFileSync(fd), stat, readSidecarSynchronously(key));
    } finally {
      closeSync(fd);
    }
  }

  async function read(key: string): Promise<StoredObject | null> {
    if (synchronousReads) {
      const object = readSynchronously(key);
      if (object !== undefined) return object;
    }
    const file = dataPath(key);
    if (recent.has(key)) {
      const stat = await fs.stat(file, { bigint: true }).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      const remembered = rememberedFor(key, stat);
      if (remembered !== undefined) return remembered;
    }
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    let body: Buffer;
    let stat: BigIntStats;
    let sidecar: Sidecar;
    try {
      // Side by side; the identity is the open file's own, so it always belongs to these bytes.
      [stat, body, sidecar] = await Promise.all([
        handle.stat({ bigint: true }),
        handle.readFile(),
        readSidecar(key),
      ]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    } finally {
      await handle.close();
    }
    return storedObject(key, body, stat, sidecar);
  }

  return { read, forget };
}
