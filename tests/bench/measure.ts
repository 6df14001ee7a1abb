/** One figure of `npm run bench`, as written to `bench/results.json`. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The figure an issue asks for, e.g. '<= 5'. */
  target: string;
  met: boolean;
}

/** Times `fn` `runs` times after `warmup` runs and returns the samples in milliseconds. */
export async function sample(
  fn: () => unknown,
  runs: number,
  warmup = Math.ceil(runs / 10),
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The q-quantile (0..1) of the samples, nearest-rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) throw new Error('No samples to take a quantile of.');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** A result that must stay at or under `max`. */
export function atMost(name: string, value: number, unit: string, max: number): BenchResult {
  const rounded = Math.round(value * 1000) / 1000;
  return { name, value: rounded, unit, target: `<= ${max}`, met: rounded <= max };
}

/** A result that must reach at least `min`. */
export function atLeast(name: string, value: number, unit: string, min: number): BenchResult {
  const rounded = Math.round(value * 1000) / 1000;
  return { name, value: rounded, unit, target: `>= ${min}`, met: rounded >= min };
}
