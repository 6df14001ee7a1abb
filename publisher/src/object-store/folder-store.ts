import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './content-headers.ts';
import { assertSafeKey, assertSafePrefix } from './keys.ts';
import type { ObjectHead, ObjectStore, ObjectSummary, PutOptions, StoredObject } from './object-store.ts';
import { advancePointerLog, type PointerLogOptions, readPointerLog } from './pointer-log.ts';

/** Options of {@link createFolderStore}. */
export interface FolderStoreOptions extends PointerLogOptions {
  /** The folder objects live in (created if missing), e.g. `.data/objects`. */
  root: string;
}

interface Sidecar {
  contentType: string;
  cacheControl: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

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

  async function writeTemp(body: Uint8Array | string): Promise<string> {
    await fs.mkdir(tmpDir, { recursive: true });
    const file = path.join(tmpDir, randomUUID());
    await fs.writeFile(file, body);
    return file;
  }

  async function writeSidecar(key: string, put: PutOptions): Promise<void> {
    const sidecar: Sidecar = {
      contentType: put.contentType ?? contentTypeFor(key),
      cacheControl: put.cacheControl ?? cacheControlFor(key),
    };
    const target = metaPath(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(await writeTemp(JSON.stringify(sidecar)), target);
  }

  async function readSidecar(key: string): Promise<Sidecar> {
    try {
      return JSON.parse(await fs.readFile(metaPath(key), 'utf8')) as Sidecar;
    } catch (error) {
      if (!isMissing(error)) throw error;
      return { contentType: contentTypeFor(key), cacheControl: cacheControlFor(key) };
    }
  }

  async function read(key: string): Promise<StoredObject | null> {
    let body: Buffer;
    let stat: Awaited<ReturnType<typeof fs.stat>>;
    try {
      [body, stat] = await Promise.all([fs.readFile(dataPath(key)), fs.stat(dataPath(key))]);
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    const sidecar = await readSidecar(key);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    return { body, etag, ...sidecar, size: body.length, lastModified: stat.mtime };
  }

  async function walk(dir: string, keyPrefix: string, out: ObjectSummary[], wanted: string): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(wanted) || wanted.startsWith(`${key}/`)) {
          await walk(path.join(dir, entry.name), `${key}/`, out, wanted);
        }
      } else if (entry.isFile() && key.startsWith(wanted)) {
        const stat = await fs.stat(path.join(dir, entry.name)).catch(() => null);
        if (stat) out.push({ key, size: stat.size, lastModified: stat.mtime });
      }
    }
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
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = await writeTemp(body);
      await writeSidecar(key, put);
      await fs.rename(temp, target);
      return { etag: `"${createHash('md5').update(body).digest('hex')}"` };
    },
    async putIfAbsent(key, body, put = {}) {
      const target = dataPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = await writeTemp(body);
      try {
        await fs.link(temp, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
        throw error;
      } finally {
        await fs.unlink(temp).catch(() => undefined);
      }
      await writeSidecar(key, put);
      return { etag: `"${createHash('md5').update(body).digest('hex')}"` };
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
      await fs.rm(dataPath(key), { force: true });
      await fs.rm(metaPath(key), { force: true });
      await removeEmptyParents(key);
    },
    async list(prefix) {
      const wanted = prefix === '' ? '' : prefix;
      if (wanted !== '' && wanted.split('/').some((part) => part.startsWith('.'))) return [];
      const out: ObjectSummary[] = [];
      await walk(root, '', out, wanted);
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
