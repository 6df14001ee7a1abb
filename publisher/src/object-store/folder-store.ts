import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createFolderReads, folderEtag, isMissing } from './folder-reads.ts';
import {
  createFolderWrites,
  type FileSteps,
  runAsynchronously,
  runSynchronously,
  synchronousWriteMaxBytes,
} from './folder-writes.ts';
import { assertSafeKey, assertSafePrefix } from './keys.ts';
import type { ObjectHead, ObjectStore, ObjectSummary } from './object-store.ts';
import { advancePointerLog, type PointerLogOptions, readPointerLog } from './pointer-log.ts';

/** Options of {@link createFolderStore}. */
export interface FolderStoreOptions extends PointerLogOptions {
  /** The folder objects live in (created if missing), e.g. `.data/objects`. */
  root: string;
  /**
   * Read objects of at most `synchronousReadMaxBytes` (`folder-reads.ts`) with synchronous file
   * calls, on the calling thread (the sites server's thread: `openSitesStore`). @defaultValue false
   */
  synchronousReads?: boolean;
  /**
   * Write objects of at most `synchronousWriteMaxBytes` (`folder-writes.ts`), and copy, with
   * synchronous file calls on the calling thread (the api's, which runs the embedded default's
   * publish jobs: `createObjectStore`). @defaultValue false
   */
  synchronousWrites?: boolean;
}

/**
 * The embedded default's object store: `{root}/{key}` holds the bytes (a plain, browsable folder),
 * `{root}/.meta/{key}.json` the HTTP metadata, `{root}/.tmp/` the files being written.
 *
 * Every write goes to a temporary file first, then `rename` (replace) or `link` (create-only) puts
 * it in place atomically (`folder-writes.ts`): a reader sees the old bytes or the new, never a torn
 * file, and `putIfAbsent` (so the pointer compare-and-set) is safe across processes. The ETag is
 * the MD5 of the bytes read, so it can never disagree with them.
 */
export function createFolderStore(options: FolderStoreOptions): ObjectStore {
  const root = path.resolve(options.root);
  const tmpDir = path.join(root, '.tmp');
  const dataPath = (key: string) => path.join(root, ...assertSafeKey(key).split('/'));
  const metaPath = (key: string) => `${path.join(root, '.meta', ...key.split('/'))}.json`;

  const writes = createFolderWrites({ tmpDir, dataPath, metaPath });
  const synchronousWrites = options.synchronousWrites ?? false;
  /** Runs a write's steps synchronously where the store does that for `bytes` (a copy moves none). */
  const run = <T>(steps: FileSteps<T>, bytes: number): T | Promise<T> =>
    synchronousWrites && bytes <= synchronousWriteMaxBytes
      ? runSynchronously(steps)
      : runAsynchronously(steps);
  const byteLength = (body: Uint8Array | string) =>
    typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

  // Objects read lately are remembered while their files stay the same (`folder-reads.ts`).
  const { read, forget } = createFolderReads({ dataPath, metaPath }, options.synchronousReads ?? false);

  async function walk(dir: string, keyPrefix: string, out: ObjectSummary[], wanted: string): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw error;
    }
    const pending: Promise<void>[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(wanted) || wanted.startsWith(`${key}/`)) {
          pending.push(walk(path.join(dir, entry.name), `${key}/`, out, wanted));
        }
      } else if (entry.isFile() && key.startsWith(wanted)) {
        pending.push(
          fs.stat(path.join(dir, entry.name)).then(
            (stat) => void out.push({ key, size: stat.size, lastModified: stat.mtime }),
            () => undefined,
          ),
        );
      }
    }
    // Side by side (the order is restored by sorting): a pointer log is listed on every request.
    await Promise.all(pending);
  }

  async function removeEmptyParents(key: string): Promise<void> {
    let dir = path.dirname(dataPath(key));
    while (dir.startsWith(`${root}${path.sep}`)) {
      try {
        await fs.rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }

  const store: ObjectStore = {
    kind: 'folder',
    async put(key, body, put = {}) {
      await run(writes.put(key, body, put), byteLength(body));
      return { etag: folderEtag(body) };
    },
    async putIfAbsent(key, body, put = {}) {
      if (!(await run(writes.putIfAbsent(key, body, put), byteLength(body)))) return null;
      return { etag: folderEtag(body) };
    },
    copy: async (from, to) => run(writes.copy(from, to), 0),
    atomicCreate: async () => true,
    get: read,
    async head(key): Promise<ObjectHead | null> {
      const object = await read(key);
      if (object === null) return null;
      const { body: _body, ...head } = object;
      return head;
    },
    async delete(key) {
      forget(key);
      await fs.rm(dataPath(key), { force: true });
      await fs.rm(metaPath(key), { force: true });
      await removeEmptyParents(key);
    },
    async list(prefix) {
      const wanted = prefix === '' ? '' : prefix;
      if (wanted !== '' && wanted.split('/').some((part) => part.startsWith('.'))) return [];
      const out: ObjectSummary[] = [];
      // Start in the deepest folder the prefix names: no need to read the folders above it.
      const base = wanted.slice(0, wanted.lastIndexOf('/') + 1);
      await walk(path.join(root, ...base.split('/').filter(Boolean)), base, out, wanted);
      return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async deleteByPrefix(prefix) {
      if (assertSafePrefix(prefix) === '') throw new RangeError('deleteByPrefix needs a non-empty prefix');
      const objects = await store.list(prefix);
      for (const object of objects) await store.delete(object.key);
      return objects.length;
    },
    readPointer: (handle) => readPointerLog(store, handle),
    advancePointer: (handle, next) => advancePointerLog(store, handle, next, options),
  };
  return store;
}
