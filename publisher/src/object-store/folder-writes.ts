import { randomUUID } from 'node:crypto';
import { promises as fs, linkSync, mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './content-headers.ts';
import { isMissing, type Sidecar } from './folder-reads.ts';
import type { PutOptions } from './object-store.ts';

/**
 * The writes of the folder store (`folder-store.ts`). Each one is written once, as the file steps it
 * takes in order ({@link FileSteps}), and run either synchronously on the calling thread or through
 * libuv's thread pool ({@link runSynchronously}, {@link runAsynchronously}).
 */

/**
 * The largest body a store with `synchronousWrites` writes synchronously; a copy (links, no bytes
 * moved) is always synchronous there. Larger bodies are written as every other store writes them.
 *
 * Decision: the api's thread, which runs the embedded default's publish jobs, writes small objects
 * synchronously. A write is four to six file steps (the temporary file's open, write and close, the
 * sidecar's removal or its own temporary file, the rename or link into place) of some tens of
 * microseconds each on a local disk; asynchronously each is a round trip through the thread pool
 * that waits, on its way back, for the thread's event loop, which a publish keeps busy (the render,
 * PGlite). A default site's publish writes about seven such objects on its way to the switch (the
 * assets it carries over, its page, the pointer entry). Side by side in one process, alternating 60
 * publishes each way, publish → served fell from a median of 10.3 to 7.9 ms and the process's CPU
 * per publish from 15.6 to 11.6 ms (docs/decisions/publishing.md). The thread is held about as long
 * as the steps take, well under a millisecond per publish, instead of being woken for each. The
 * bound, 512 KB, holds the largest page the model's limits allow (342 KB, every field at its limit:
 * in one process, alternating, its publish → served median 20.4 → 19.0 ms with it written
 * synchronously); a body over it (a photo's original) stays asynchronous, so one write never holds
 * the thread long.
 */
export const synchronousWriteMaxBytes = 512 * 1024;

/** One file system call of a write. `mkdir` makes the folder and its parents (`recursive`). */
export type FileStep =
  | { call: 'mkdir'; path: string }
  | { call: 'writeFile'; path: string; body: Uint8Array | string }
  | { call: 'link'; from: string; to: string }
  | { call: 'rename'; from: string; to: string }
  | { call: 'unlink'; path: string };

/** Sequences of steps to run side by side (in any order); each sequence settles on its own. */
interface Together {
  together: readonly FileSteps<unknown>[];
}

/**
 * A write as the steps it takes. A {@link FileStep} yielded alone returns nothing or throws its
 * error into the sequence; sequences yielded {@link Together} all run to their end, and their
 * settled outcomes come back in order (as `Promise.allSettled` gives them).
 */
export type FileSteps<T> = Generator<FileStep | Together, T, unknown>;

function* step(call: FileStep): FileSteps<undefined> {
  yield call;
  return undefined;
}

function* together<T extends readonly unknown[]>(
  ...sequences: { [K in keyof T]: FileSteps<T[K]> }
): FileSteps<{ [K in keyof T]: PromiseSettledResult<T[K]> }> {
  return (yield { together: sequences }) as { [K in keyof T]: PromiseSettledResult<T[K]> };
}

function callSynchronously(call: FileStep): void {
  switch (call.call) {
    case 'mkdir':
      mkdirSync(call.path, { recursive: true });
      return;
    case 'writeFile':
      writeFileSync(call.path, call.body);
      return;
    case 'link':
      linkSync(call.from, call.to);
      return;
    case 'rename':
      renameSync(call.from, call.to);
      return;
    case 'unlink':
      unlinkSync(call.path);
  }
}

async function callAsynchronously(call: FileStep): Promise<void> {
  switch (call.call) {
    case 'mkdir':
      await fs.mkdir(call.path, { recursive: true });
      return;
    case 'writeFile':
      return fs.writeFile(call.path, call.body);
    case 'link':
      return fs.link(call.from, call.to);
    case 'rename':
      return fs.rename(call.from, call.to);
    case 'unlink':
      return fs.unlink(call.path);
  }
}

/** Runs `steps` on this thread, one call after another; the sequences of a {@link Together} in order. */
export function runSynchronously<T>(steps: FileSteps<T>): T {
  let next = steps.next();
  while (!next.done) {
    const effect = next.value;
    if ('together' in effect) {
      next = steps.next(
        effect.together.map((inner): PromiseSettledResult<unknown> => {
          try {
            return { status: 'fulfilled', value: runSynchronously(inner) };
          } catch (reason) {
            return { status: 'rejected', reason };
          }
        }),
      );
      continue;
    }
    let failed: { reason: unknown } | null = null;
    try {
      callSynchronously(effect);
    } catch (reason) {
      failed = { reason };
    }
    next = failed === null ? steps.next() : steps.throw(failed.reason);
  }
  return next.value;
}

/** Runs `steps` through the thread pool; the sequences of a {@link Together} side by side. */
export async function runAsynchronously<T>(steps: FileSteps<T>): Promise<T> {
  let next = steps.next();
  while (!next.done) {
    const effect = next.value;
    if ('together' in effect) {
      next = steps.next(await Promise.allSettled(effect.together.map(runAsynchronously)));
      continue;
    }
    let failed: { reason: unknown } | null = null;
    try {
      await callAsynchronously(effect);
    } catch (reason) {
      failed = { reason };
    }
    next = failed === null ? steps.next() : steps.throw(failed.reason);
  }
  return next.value;
}

/** The fulfilled value, or the first rejection's reason thrown. */
function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * The folder store's writes as {@link FileSteps}, over its layout: `dataPath` and `metaPath` name a
 * key's bytes and sidecar, `tmpDir` holds the files being written.
 *
 * Every write goes to a temporary file first, then `rename` (replace) or `link` (create-only) puts
 * it in place atomically: a reader sees the old bytes or the new, never a torn file. `link` fails
 * with EEXIST when the key exists — in this process or any other on the machine — which makes
 * `putIfAbsent`, and so the pointer compare-and-set, safe across processes.
 */
export function createFolderWrites(layout: {
  tmpDir: string;
  dataPath: (key: string) => string;
  metaPath: (key: string) => string;
}) {
  const { tmpDir, dataPath, metaPath } = layout;
  // The temporary folder is made once, not before every write; if it went missing since, once more.
  let tmpMade = false;

  function* makeTmp(): FileSteps<undefined> {
    yield* step({ call: 'mkdir', path: tmpDir });
    tmpMade = true;
    return undefined;
  }

  function* writeTemp(body: Uint8Array | string): FileSteps<string> {
    if (!tmpMade) yield* makeTmp();
    const file = path.join(tmpDir, randomUUID());
    try {
      yield* step({ call: 'writeFile', path: file, body });
    } catch (error) {
      if (!isMissing(error)) throw error;
      yield* makeTmp();
      yield* step({ call: 'writeFile', path: file, body });
    }
    return file;
  }

  /** Removes `file`, never failing (a temporary file left behind is only litter). */
  function* removeTemp(file: string): FileSteps<undefined> {
    try {
      yield* step({ call: 'unlink', path: file });
    } catch {
      // Left behind: litter in the temporary folder, never an object.
    }
    return undefined;
  }

  /** Removes the temporary files written so far (null: none there), side by side. */
  function* removeTemps(files: readonly (string | null)[]): FileSteps<undefined> {
    yield* together(...files.flatMap((file) => (file === null ? [] : [removeTemp(file)])));
    return undefined;
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
  function* prepareSidecar(key: string, sidecar: Sidecar): FileSteps<string> {
    const [folder, temp] = yield* together<[undefined, string]>(
      step({ call: 'mkdir', path: path.dirname(metaPath(key)) }),
      writeTemp(JSON.stringify(sidecar)),
    );
    if (folder.status === 'rejected') {
      yield* removeTemps([temp.status === 'fulfilled' ? temp.value : null]);
      throw folder.reason;
    }
    return settledValue(temp);
  }

  /** {@link prepareSidecar}, or nothing (null) for a key whose headers are its defaults. */
  function* prepareAnySidecar(key: string, sidecar: Sidecar | null): FileSteps<string | null> {
    return sidecar === null ? null : yield* prepareSidecar(key, sidecar);
  }

  /** Removes `key`'s sidecar (its headers become the defaults); none there is fine. */
  function* removeSidecar(key: string): FileSteps<undefined> {
    try {
      yield* step({ call: 'unlink', path: metaPath(key) });
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    return undefined;
  }

  /** Puts `key`'s headers in place: its sidecar, or none (an older one removed) for the defaults. */
  function* writeSidecar(key: string, put: PutOptions): FileSteps<undefined> {
    const sidecar = sidecarFor(key, put);
    if (sidecar === null) return yield* removeSidecar(key);
    return yield* step({ call: 'rename', from: yield* prepareSidecar(key, sidecar), to: metaPath(key) });
  }

  function* put(key: string, body: Uint8Array | string, options: PutOptions): FileSteps<undefined> {
    const target = dataPath(key);
    // The folder, the bytes and the metadata side by side; the bytes take their place last.
    const [folder, temp, sidecar] = yield* together<[undefined, string, undefined]>(
      step({ call: 'mkdir', path: path.dirname(target) }),
      writeTemp(body),
      writeSidecar(key, options),
    );
    if (temp.status === 'rejected') throw temp.reason;
    const failed = [folder, sidecar].find((r) => r.status === 'rejected');
    if (failed) {
      yield* removeTemp(temp.value);
      throw failed.reason;
    }
    return yield* step({ call: 'rename', from: temp.value, to: target });
  }

  /** @returns false when `key` exists (nothing written). */
  function* putIfAbsent(key: string, body: Uint8Array | string, options: PutOptions): FileSteps<boolean> {
    const target = dataPath(key);
    // The folder, the bytes and the sidecar's bytes side by side; the sidecar takes its place
    // only once the bytes did (a key that exists keeps its own).
    const sidecar = sidecarFor(key, options);
    const [folder, temp, sidecarTemp] = yield* together<[undefined, string, string | null]>(
      step({ call: 'mkdir', path: path.dirname(target) }),
      writeTemp(body),
      prepareAnySidecar(key, sidecar),
    );
    const written = [temp, sidecarTemp].map((r) => (r.status === 'fulfilled' ? r.value : null));
    const failed = [folder, temp, sidecarTemp].find((r) => r.status === 'rejected');
    if (failed) {
      yield* removeTemps(written);
      throw failed.reason;
    }
    try {
      yield* step({ call: 'link', from: settledValue(temp), to: target });
    } catch (error) {
      yield* removeTemps(written);
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    // The temporary name goes while the headers take their place (or an earlier object's go).
    const sidecarFile = settledValue(sidecarTemp);
    const [, headers] = yield* together<[undefined, undefined]>(
      removeTemp(settledValue(temp)),
      sidecarFile !== null
        ? step({ call: 'rename', from: sidecarFile, to: metaPath(key) })
        : removeSidecar(key),
    );
    settledValue(headers);
    return true;
  }

  /** A link into the temporary folder of `file`, or null when `file` is missing. */
  function* linkTemp(file: string): FileSteps<string | null> {
    const temp = path.join(tmpDir, randomUUID());
    try {
      yield* step({ call: 'link', from: file, to: temp });
      return temp;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * Links `from`'s bytes and sidecar into the temporary folder: both links (the sidecar's null when
   * it has none), or null — nothing left behind — when the bytes are missing.
   */
  function* linkSource(from: string): FileSteps<{ data: string; sidecar: string | null } | null> {
    const linked = yield* together<[string | null, string | null]>(
      linkTemp(dataPath(from)),
      linkTemp(metaPath(from)),
    );
    const [data, sidecar] = linked.map((r) => (r.status === 'fulfilled' ? r.value : null));
    const failed = linked.find((r) => r.status === 'rejected');
    if (failed || !data) {
      yield* removeTemps([data ?? null, sidecar ?? null]);
      if (failed) throw failed.reason;
      return null;
    }
    return { data, sidecar: sidecar ?? null };
  }

  /** @returns false when `from` is missing (nothing written). */
  function* copy(from: string, to: string): FileSteps<boolean> {
    const target = dataPath(to);
    if (!tmpMade) yield* makeTmp();
    // A link is safe: every write puts a new file in place, so no key's bytes change under another.
    // The folder, the bytes and the headers side by side. Most objects have no sidecar: its link
    // fails at once, and a link of the bytes that succeeded says the temporary folder was there.
    const [folder, first] = yield* together<[undefined, { data: string; sidecar: string | null } | null]>(
      step({ call: 'mkdir', path: path.dirname(target) }),
      linkSource(from),
    );
    let linked = first.status === 'fulfilled' ? first.value : null;
    const failed = [folder, first].find((r) => r.status === 'rejected');
    if (failed) {
      if (linked) yield* removeTemps([linked.data, linked.sidecar]);
      throw failed.reason;
    }
    // The source is missing, or the temporary folder went missing since: made once more.
    if (linked === null) {
      yield* makeTmp();
      linked = yield* linkSource(from);
      if (linked === null) return false;
    }
    // The headers first, then the bytes take their place (as put does).
    if (linked.sidecar === null) {
      yield* writeSidecar(to, { contentType: contentTypeFor(from), cacheControl: cacheControlFor(from) });
    } else {
      yield* step({ call: 'mkdir', path: path.dirname(metaPath(to)) });
      yield* step({ call: 'rename', from: linked.sidecar, to: metaPath(to) });
    }
    yield* step({ call: 'rename', from: linked.data, to: target });
    return true;
  }

  return { put, putIfAbsent, copy };
}
