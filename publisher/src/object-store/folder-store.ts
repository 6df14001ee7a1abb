import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './content-headers.ts';
import { createFolderReads, isMissing, type Sidecar } from './folder-reads.ts';
import { assertSafeKey, assertSafePrefix } from './keys.ts';
import type { ObjectHead, ObjectStore, ObjectSummary, PutOptions } from './object-store.ts';
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
}

/**
 * The embedded default's object store: `{root}/{key}` holds the bytes (a plain, browsable folder),
 * `{root}/.meta/{key}.json` the HTTP metadata, `{root}/.tmp/` the files being written.
 *
 * Every write goes to a temporary file first, then `rename` (replace) or `link` (create-only) puts
 * it in place atomically: a reader sees the old bytes or the new, never a torn file. `link` fails
 * with EEXIST when the key exists — in this process or any other on the machine — which makes
 * `putIfAbsent`, and so the pointer compare-and-set, safe across processes. The ETag is the MD5 of
 * the bytes read, so it can never disagree with them.
 */
export function createFolderStore(options: FolderStoreOptions): ObjectStore {
  const root = path.resolve(options.root);
  const tmpDir = path.join(root, '.tmp');
  const dataPath = (key: string) => path.join(root, ...assertSafeKey(key).split('/'));
  const metaPath = (key: string) => `${path.join(root, '.meta', ...key.split('/'))}.json`;

  let tmpReady: Promise<unknown> | undefined;
  async function writeTemp(body: Uint8Array | string): Promise<string> {
    // The folder is made once, not before every write; if it went missing since, once more.
    tmpReady ??= fs.mkdir(tmpDir, { recursive: true });
    await tmpReady;
    const file = path.join(tmpDir, randomUUID());
    try {
      await fs.writeFile(file, body);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await fs.mkdir(tmpDir, { recursive: true });
      await fs.writeFile(file, body);
    }
    return file;
  }

  /**
   * The sidecar `put` needs, or null when its headers are the key's defaults (what a read without a
   * sidecar answers): most build files (hashed assets, pages) need none, which spares three file
   * operations per file on the way to a live page.
   */
  function sidecarFor(key: string, put: PutOptions): Sidecar | null {
    const sidecar: Sidecar = {
      contentType: put.contentType ?? contentTypeFor(key),
      cacheControl: put.cacheControl ?? cacheControlFor(key),
    };
    const defaults =
      sidecar.contentType === contentTypeFor(key) && sidecar.cacheControl === cacheControlFor(key);
    return defaults ? null : sidecar;
  }

  /** Writes `key`'s sidecar as a temporary file (its folder made), to be renamed into place. */
  async function prepareSidecar(key: string, sidecar: Sidecar): Promise<string> {
    const [, temp] = await Promise.all([
      fs.mkdir(path.dirname(metaPath(key)), { recursive: true }),
      writeTemp(JSON.stringify(sidecar)),
    ]);
    return temp;
  }

  /** Puts `key`'s headers in place: its sidecar, or none (an older one removed) for the defaults. */
  async function writeSidecar(key: string, put: PutOptions): Promise<void> {
    const sidecar = sidecarFor(key, put);
    if (sidecar === null) {
      await fs.unlink(metaPath(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      return;
    }
    await fs.rename(await prepareSidecar(key, sidecar), metaPath(key));
  }

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
      const target = dataPath(key);
      // The folder, the bytes and the metadata side by side; the bytes take their place last.
      const [folder, temp, sidecar] = await Promise.allSettled([
        fs.mkdir(path.dirname(target), { recursive: true }),
        writeTemp(body),
        writeSidecar(key, put),
      ]);
      if (temp.status === 'rejected') throw temp.reason;
      const failed = [folder, sidecar].find((r) => r.status === 'rejected');
      if (failed) {
        await fs.unlink(temp.value).catch(() => undefined);
        throw failed.reason;
      }
      await fs.rename(temp.value, target);
      return { etag: `"${createHash('md5').update(body).digest('hex')}"` };
    },
    async putIfAbsent(key, body, put = {}) {
      const target = dataPath(key);
      // The folder, the bytes and the sidecar's bytes side by side; the sidecar takes its place
      // only once the bytes did (a key that exists keeps its own).
      const sidecar = sidecarFor(key, put);
      const [, temp, sidecarTemp] = await Promise.all([
        fs.mkdir(path.dirname(target), { recursive: true }),
        writeTemp(body),
        sidecar === null ? null : prepareSidecar(key, sidecar),
      ]);
      const removeTemp = () => fs.unlink(temp).catch(() => undefined);
      try {
        await fs.link(temp, target);
      } catch (error) {
        await Promise.all([removeTemp(), sidecarTemp && fs.unlink(sidecarTemp).catch(() => undefined)]);
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
        throw error;
      }
      // The temporary name goes while the headers take their place (or an earlier object's go).
      await Promise.all([
        removeTemp(),
        sidecarTemp !== null ? fs.rename(sidecarTemp, metaPath(key)) : writeSidecar(key, put),
      ]);
      return { etag: `"${createHash('md5').update(body).digest('hex')}"` };
    },
    async copy(from, to) {
      const [source, target] = [dataPath(from), dataPath(to)];
      tmpReady ??= fs.mkdir(tmpDir, { recursive: true });
      await tmpReady;
      // A link is safe: every write puts a new file in place, so no key's bytes change under another.
      const linkTemp = async (file: string): Promise<string | null> => {
        const temp = path.join(tmpDir, randomUUID());
        try {
          await fs.link(file, temp);
          return temp;
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      };
      // The folder, the bytes and the headers side by side. Most objects have no sidecar: its link
      // fails at once, and a link of the bytes that succeeded says the temporary folder was there.
      let [, data, sidecar] = await Promise.all([
        fs.mkdir(path.dirname(target), { recursive: true }),
        linkTemp(source),
        linkTemp(metaPath(from)),
      ]);
      if (data === null) {
        // The source is missing, or the temporary folder went missing since: made once more.
        if (sidecar !== null) await fs.unlink(sidecar).catch(() => undefined);
        await fs.mkdir(tmpDir, { recursive: true });
        [data, sidecar] = await Promise.all([linkTemp(source), linkTemp(metaPath(from))]);
        if (data === null) {
          if (sidecar !== null) await fs.unlink(sidecar).catch(() => undefined);
          return false;
        }
      }
      // The headers first, then the bytes take their place (as put does).
      if (sidecar === null) {
        await writeSidecar(to, { contentType: contentTypeFor(from), cacheControl: cacheControlFor(from) });
      } else {
        await fs.mkdir(path.dirname(metaPath(to)), { recursive: true });
        await fs.rename(sidecar, metaPath(to));
      }
      await fs.rename(data, target);
      return true;
    },
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
