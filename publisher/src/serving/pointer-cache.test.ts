import { describe, expect, it } from 'vitest';
import type { LivePointer } from '../object-store/object-store.ts';
import { createPointerCache } from './pointer-cache.ts';

/** A pointer "storage" that counts its reads, and whose answers a test can hold back. */
function countedStorage(initial: Record<string, LivePointer | null> = {}) {
  const pointers = new Map(Object.entries(initial));
  const reads: string[] = [];
  let held: { release: () => void } | null = null;
  let gate: Promise<void> | null = null;
  return {
    reads,
    set: (handle: string, pointer: LivePointer | null) => pointers.set(handle, pointer),
    /** The next reads answer with what storage held when they STARTED, once released. */
    hold() {
      gate = new Promise<void>((resolve) => {
        held = { release: resolve };
      });
    },
    release() {
      held?.release();
      gate = null;
    },
    load: async (handle: string) => {
      reads.push(handle);
      const answer = pointers.get(handle) ?? null;
      if (gate) await gate;
      return answer;
    },
  };
}

const at = (sequence: number, buildId: string): LivePointer => ({ sequence, buildId });

describe('pointer cache', () => {
  it('reads a handle from storage once for 20 requests, a handle without a pointer too', async () => {
    const storage = countedStorage({ 'sunny-bakery': at(1, 'b1') });
    const cache = createPointerCache();
    for (let i = 0; i < 20; i++) {
      expect(await cache.read('sunny-bakery', storage.load)).toEqual(at(1, 'b1'));
      expect(await cache.read('nobody-here', storage.load)).toBeNull();
    }
    expect(storage.reads).toEqual(['sunny-bakery', 'nobody-here']);
  });

  it('concurrent first requests share one read', async () => {
    const storage = countedStorage({ a: at(1, 'b1') });
    const cache = createPointerCache();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.read('a', storage.load)));
    expect(answers).toEqual(Array.from({ length: 10 }, () => at(1, 'b1')));
    expect(storage.reads).toEqual(['a']);
  });

  it('an invalidated handle is read again; the others stay remembered', async () => {
    const storage = countedStorage({ a: at(1, 'b1'), b: at(1, 'c1') });
    const cache = createPointerCache();
    await cache.read('a', storage.load);
    await cache.read('b', storage.load);
    storage.set('a', at(2, 'b2'));
    cache.invalidate('a');
    expect(await cache.read('a', storage.load)).toEqual(at(2, 'b2'));
    expect(await cache.read('b', storage.load)).toEqual(at(1, 'c1'));
    expect(storage.reads).toEqual(['a', 'b', 'a']);
  });

  it('a read that started before an invalidation answers its request but is not remembered', async () => {
    const storage = countedStorage({ a: at(1, 'b1') });
    const cache = createPointerCache();
    storage.hold();
    const racing = cache.read('a', storage.load); // reads storage before the switch
    storage.set('a', at(2, 'b2')); // the switch lands in storage…
    cache.invalidate('a'); // …and is signalled while that read is still in flight
    storage.release();
    expect(await racing).toEqual(at(1, 'b1'));
    expect(cache.size).toBe(0);
    // The next request does not get the old pointer, nor join the stale read.
    expect(await cache.read('a', storage.load)).toEqual(at(2, 'b2'));
    expect(await cache.read('a', storage.load)).toEqual(at(2, 'b2'));
    expect(storage.reads).toEqual(['a', 'a']);
  });

  it('is bounded: the least recently read handle is forgotten first', async () => {
    const storage = countedStorage({ a: at(1, 'a'), b: at(1, 'b'), c: at(1, 'c') });
    const cache = createPointerCache({ maxEntries: 2 });
    await cache.read('a', storage.load);
    await cache.read('b', storage.load);
    await cache.read('a', storage.load); // a is now the most recent
    await cache.read('c', storage.load); // b goes
    expect(cache.size).toBe(2);
    await cache.read('a', storage.load);
    await cache.read('c', storage.load);
    await cache.read('b', storage.load);
    expect(storage.reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('reads again after the safety TTL (60 s by default) even without a change heard', async () => {
    let now = 1_000_000;
    const storage = countedStorage({ a: at(1, 'b1') });
    const cache = createPointerCache({ now: () => now });
    await cache.read('a', storage.load);
    now += 59_999;
    await cache.read('a', storage.load);
    expect(storage.reads).toEqual(['a']);
    now += 1;
    await cache.read('a', storage.load);
    expect(storage.reads).toEqual(['a', 'a']);
  });

  it('clear forgets everything; clear(false) stops remembering until clear(true)', async () => {
    const storage = countedStorage({ a: at(1, 'b1') });
    const cache = createPointerCache();
    await cache.read('a', storage.load);
    cache.clear(false);
    expect(cache.caching).toBe(false);
    await cache.read('a', storage.load);
    await cache.read('a', storage.load);
    expect(storage.reads).toEqual(['a', 'a', 'a']);
    cache.clear(true);
    await cache.read('a', storage.load);
    await cache.read('a', storage.load);
    expect(storage.reads).toEqual(['a', 'a', 'a', 'a']);
  });

  it('pull runs before every read (the thread drains its invalidations there)', async () => {
    const storage = countedStorage({ a: at(1, 'b1') });
    const pending: string[] = [];
    const cache = createPointerCache({
      pull: () => {
        for (const handle of pending.splice(0)) cache.invalidate(handle);
      },
    });
    await cache.read('a', storage.load);
    storage.set('a', at(2, 'b2'));
    pending.push('a');
    expect(await cache.read('a', storage.load)).toEqual(at(2, 'b2'));
  });

  it('a pointer told by its writer is served without reading storage; a late, older one is ignored', async () => {
    const storage = countedStorage({ a: at(1, 'b1') });
    const cache = createPointerCache();
    await cache.read('a', storage.load);
    expect(cache.advance('a', at(3, 'b3'))).toBe(true);
    expect(await cache.read('a', storage.load)).toEqual(at(3, 'b3'));
    // The job of sequence 2 tells its switch after the one of sequence 3 did.
    expect(cache.advance('a', at(2, 'b2'))).toBe(false);
    expect(cache.advance('a', at(3, 'b3'))).toBe(false);
    expect(await cache.read('a', storage.load)).toEqual(at(3, 'b3'));
    expect(storage.reads).toEqual(['a']);
  });

  it('a restore after a publish wins over a publish told late (a restore is a higher sequence)', async () => {
    const storage = countedStorage({ a: at(4, 'b4') });
    const cache = createPointerCache();
    await cache.read('a', storage.load);
    cache.advance('a', at(5, 'b5')); // a publish
    cache.advance('a', at(7, 'b4')); // the owner restores b4
    cache.advance('a', at(6, 'b6')); // a publish requested before the restore, told after it
    expect(await cache.read('a', storage.load)).toEqual(at(7, 'b4'));
    expect(storage.reads).toEqual(['a']);
  });

  it('a told pointer does not replace a remembered "no pointer": nothing orders them, storage is read again', async () => {
    const storage = countedStorage();
    const cache = createPointerCache();
    expect(await cache.read('a', storage.load)).toBeNull();
    // The handle's whole log went (a website deleted) after a job wrote its entry and before it told:
    // storage has no pointer, and the told one must not bring the deleted site back.
    expect(cache.advance('a', at(1, 'b1'))).toBe(false);
    expect(await cache.read('a', storage.load)).toBeNull();
    // A first publish: its entry is in storage, read once more (no warm-up for that first visitor).
    storage.set('a', at(2, 'b2'));
    expect(cache.advance('a', at(2, 'b2'))).toBe(false);
    expect(await cache.read('a', storage.load)).toEqual(at(2, 'b2'));
    expect(storage.reads).toEqual(['a', 'a', 'a']);
  });

  it('a told pointer with nothing remembered (never read, expired, evicted, caching off) makes the next read go to storage', async () => {
    let now = 1_000_000;
    // Storage holds a newer entry than the one told (another writer's, its signal already applied).
    const storage = countedStorage({ a: at(9, 'b9'), b: at(9, 'c9'), c: at(1, 'd1') });
    const cache = createPointerCache({ now: () => now, maxEntries: 2 });
    expect(cache.advance('a', at(8, 'b8'))).toBe(false);
    expect(await cache.read('a', storage.load)).toEqual(at(9, 'b9'));
    now += 60_000; // a's entry expired
    expect(cache.advance('a', at(8, 'b8'))).toBe(false);
    expect(await cache.read('a', storage.load)).toEqual(at(9, 'b9'));
    await cache.read('b', storage.load);
    await cache.read('c', storage.load); // a is evicted
    expect(cache.advance('a', at(8, 'b8'))).toBe(false);
    expect(await cache.read('a', storage.load)).toEqual(at(9, 'b9'));
    cache.clear(false);
    expect(cache.advance('a', at(10, 'b10'))).toBe(false);
    expect(storage.reads).toEqual(['a', 'a', 'b', 'c', 'a']);
  });

  it('a told pointer makes a read still in flight unremembered, like an invalidation', async () => {
    const storage = countedStorage({ a: at(1, 'b1') });
    const cache = createPointerCache();
    storage.hold();
    const racing = cache.read('a', storage.load);
    storage.set('a', at(2, 'b2'));
    expect(cache.advance('a', at(2, 'b2'))).toBe(false); // nothing remembered yet to order it against
    storage.release();
    expect(await racing).toEqual(at(1, 'b1'));
    expect(await cache.read('a', storage.load)).toEqual(at(2, 'b2'));
    expect(storage.reads).toEqual(['a', 'a']);
  });

  it('a failed read is not remembered', async () => {
    const cache = createPointerCache();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('storage down');
    };
    await expect(cache.read('a', failing)).rejects.toThrow('storage down');
    await expect(cache.read('a', failing)).rejects.toThrow('storage down');
    expect(calls).toBe(2);
  });
});
