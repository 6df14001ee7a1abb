import { describe, expect, it } from 'vitest';
import type { ObjectStore, ObjectSummary } from './object-store.ts';
import {
  advancePointerLog,
  appendPointerEntry,
  collectPointerLog,
  findPointerEntry,
  readPointerLog,
} from './pointer-log.ts';

type LogStore = Pick<ObjectStore, 'putIfAbsent' | 'get' | 'list' | 'delete'>;

/** An in-memory store whose create-only write can run a hook first (to stage races). */
function memoryStore(
  beforeCreate?: (key: string, data: Map<string, string>) => void,
): LogStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const entry = (key: string) => ({
    body: Buffer.from(data.get(key) ?? ''),
    etag: '"x"',
    contentType: 'application/json',
    cacheControl: 'no-store',
    size: 0,
    lastModified: new Date(0),
  });
  return {
    data,
    async putIfAbsent(key, body) {
      beforeCreate?.(key, data);
      if (data.has(key)) return null;
      data.set(key, body.toString());
      return { etag: '"x"' };
    },
    get: async (key) => (data.has(key) ? entry(key) : null),
    list: async (prefix): Promise<ObjectSummary[]> =>
      [...data.keys()]
        .filter((k) => k.startsWith(prefix))
        .sort()
        .map((key) => ({ key, size: 0, lastModified: new Date(0) })),
    delete: async (key) => {
      data.delete(key);
    },
  };
}

const entry = (seq: number, buildId: string | null) =>
  [`pointers/h1/${String(seq).padStart(16, '0')}.json`, JSON.stringify({ sequence: seq, buildId })] as const;

describe('pointer log', () => {
  it('reports stale when a newer pointer lands while this one is being written', async () => {
    const store = memoryStore((key, data) => {
      if (key.endsWith('0000000000000005.json')) data.set(...entry(6, 'newer'));
    });
    const result = await advancePointerLog(store, 'h1', { sequence: 5, buildId: 'older' });
    expect(result).toEqual({ outcome: 'stale', current: { sequence: 6, buildId: 'newer' } });
    expect(await readPointerLog(store, 'h1')).toEqual({ sequence: 6, buildId: 'newer' });
  });

  it('reports stale when another writer created the same sequence first', async () => {
    const store = memoryStore((key, data) => {
      if (!data.has(key)) data.set(...entry(5, 'other'));
    });
    expect(await advancePointerLog(store, 'h1', { sequence: 5, buildId: 'mine' })).toEqual({
      outcome: 'stale',
      current: { sequence: 5, buildId: 'other' },
    });
  });

  it('ignores foreign names in the log folder and keeps the configured history', async () => {
    const store = memoryStore();
    store.data.set('pointers/h1/notes.txt', 'x');
    for (let seq = 1; seq <= 5; seq++)
      await advancePointerLog(store, 'h1', { sequence: seq, buildId: `b${seq}` }, { keep: 2 });
    expect([...store.data.keys()].filter((k) => k.endsWith('.json'))).toHaveLength(2);
    expect(await readPointerLog(store, 'h1')).toEqual({ sequence: 5, buildId: 'b5' });
  });

  it('sorts sequences numerically, not by string length', async () => {
    const store = memoryStore();
    await advancePointerLog(store, 'h1', { sequence: 9, buildId: 'b9' });
    await advancePointerLog(store, 'h1', { sequence: 10, buildId: 'b10' });
    expect(await readPointerLog(store, 'h1')).toEqual({ sequence: 10, buildId: 'b10' });
  });

  it('records the domain a build was rendered for, and finds the entry of a build for a rollback', async () => {
    const store = memoryStore();
    await advancePointerLog(store, 'h1', { sequence: 1, buildId: 'b1', domain: null });
    await advancePointerLog(store, 'h1', { sequence: 2, buildId: 'b2', domain: 'www.joes.example' });
    expect(await readPointerLog(store, 'h1')).toEqual({
      sequence: 2,
      buildId: 'b2',
      domain: 'www.joes.example',
    });
    expect(await findPointerEntry(store, 'h1', 'b1')).toEqual({ sequence: 1, buildId: 'b1', domain: null });
    expect(await findPointerEntry(store, 'h1', 'b9')).toBeNull();
    await expect(
      advancePointerLog(store, 'h1', { sequence: 3, buildId: 'b3', domain: 'Bad Host/' }),
    ).rejects.toThrow(RangeError);
  });
});

describe('pointer log, written by the publish job (no listing)', () => {
  /** The memory store, with listing refused: the publish job's writes must not need it. */
  function unlistedStore() {
    const store = memoryStore();
    return {
      store,
      unlisted: {
        ...store,
        list: () => Promise.reject(new Error('listed the pointer log')),
      } satisfies LogStore,
    };
  }

  it('appends the entry create-only; it is the live pointer', async () => {
    const { store, unlisted } = unlistedStore();
    store.data.set(...entry(3, 'b3'));
    expect(await appendPointerEntry(unlisted, 'h1', { sequence: 5, buildId: 'b5', domain: null })).toBe(true);
    expect(await readPointerLog(store, 'h1')).toEqual({ sequence: 5, buildId: 'b5', domain: null });
  });

  it('a late, older entry lands below a newer one and changes nothing for readers', async () => {
    const { store, unlisted } = unlistedStore();
    store.data.set(...entry(6, 'b6'));
    expect(await appendPointerEntry(unlisted, 'h1', { sequence: 5, buildId: 'b5' })).toBe(true);
    expect(await readPointerLog(store, 'h1')).toEqual({ sequence: 6, buildId: 'b6' });
  });

  it('a retry of the same build is live; another build at the same sequence is not', async () => {
    const { store, unlisted } = unlistedStore();
    store.data.set(...entry(5, 'b5'));
    expect(await appendPointerEntry(unlisted, 'h1', { sequence: 5, buildId: 'b5' })).toBe(true);
    store.data.set(...entry(7, 'b8'));
    expect(await appendPointerEntry(unlisted, 'h1', { sequence: 7, buildId: 'b7' })).toBe(false);
  });

  it("the sweeper's collection keeps the newest entries, the live one always", async () => {
    const store = memoryStore();
    for (const seq of [1, 2, 3, 4, 5]) store.data.set(...entry(seq, `b${seq}`));
    expect(await collectPointerLog(store, 'h1', 2)).toBe(3);
    expect([...store.data.keys()].sort()).toEqual([entry(4, 'b4')[0], entry(5, 'b5')[0]]);
    expect(await collectPointerLog(store, 'h1', 0)).toBe(1);
    expect(await readPointerLog(store, 'h1')).toEqual({ sequence: 5, buildId: 'b5' });
  });
});
