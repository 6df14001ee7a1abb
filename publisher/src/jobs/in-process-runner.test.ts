import { describe, expect, it } from 'vitest';
import { PermanentPublishError } from './errors.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import type { PublishJobRef } from './publish-request.ts';
import { publishRetryPolicy } from './queue.ts';

const ref = (requestId: string): PublishJobRef => ({ requestId, kind: 'publish', generation: 0 });
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

class Broken extends PermanentPublishError {
  override readonly name = 'Broken';
}

describe('in-process runner (same processor and retry policy as the BullMQ workers)', () => {
  it('runs one job per request however often it is enqueued', async () => {
    const runs: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runner = createInProcessRunner({
      processor: async (id) => {
        runs.push(id);
        await held;
        return { outcome: 'live' };
      },
      onFinalFailure: async () => undefined,
    });
    await Promise.all([runner.enqueue(ref('a')), runner.enqueue(ref('a')), runner.enqueue(ref('a'))]);
    expect(await runner.jobState(ref('a'))).toMatchObject({ status: 'active' });
    release();
    await runner.close();
    expect(runs).toEqual(['a']);
  });

  it('retries with the policy backoff, then gives up with onFinalFailure', async () => {
    const times: number[] = [];
    const failures: unknown[] = [];
    const runner = createInProcessRunner({
      processor: async () => {
        times.push(Date.now());
        throw new Error('store down');
      },
      onFinalFailure: async (_ref, error) => {
        failures.push(error);
      },
      policy: publishRetryPolicy({ attempts: 3, backoff: { baseMs: 20 } }),
    });
    await runner.enqueue(ref('b'));
    while (failures.length === 0) await tick();
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(18); // base
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(38); // base × 2
    expect(await runner.jobState(ref('b'))).toBeNull();
    await runner.close();
  });

  it('fails a permanent error at once', async () => {
    let tries = 0;
    const failures: unknown[] = [];
    const runner = createInProcessRunner({
      processor: async () => {
        tries++;
        throw new Broken('never');
      },
      onFinalFailure: async (_ref, error) => {
        failures.push(error);
      },
      policy: publishRetryPolicy({ attempts: 5, backoff: { baseMs: 1 } }),
    });
    await runner.enqueue(ref('c'));
    while (failures.length === 0) await tick();
    expect(tries).toBe(1);
    expect(failures[0]).toBeInstanceOf(Broken);
    await runner.close();
  });

  it('runs at most `concurrency` jobs at once', async () => {
    let active = 0;
    let peak = 0;
    const runner = createInProcessRunner({
      processor: async () => {
        active++;
        peak = Math.max(peak, active);
        await tick(10);
        active--;
        return { outcome: 'live' };
      },
      onFinalFailure: async () => undefined,
      concurrency: 2,
    });
    for (const id of ['1', '2', '3', '4', '5']) await runner.enqueue(ref(id));
    while (
      (await Promise.all(['1', '2', '3', '4', '5'].map((id) => runner.jobState(ref(id))))).some(Boolean)
    ) {
      await tick();
    }
    expect(peak).toBe(2);
    await runner.close();
  });
});
