/**
 * A small seeded pseudo-random generator (mulberry32 over an FNV-1a hash of the seed text), so the
 * offline generator writes the same copy for the same business and seed on every machine.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One item; `items` must not be empty. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `n` different items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[];
}

/** FNV-1a, 32 bits, over the UTF-16 code units of `text`. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator seeded from `parts` joined (e.g. business name, seed, what is being written). */
export function seededRandom(...parts: ReadonlyArray<string | number>): Random {
  let state = hashText(parts.join('\u241f'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)]!;
    },
    shuffle,
    sample: (items, n) => shuffle(items).slice(0, n),
  };
}
