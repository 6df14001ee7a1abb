import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CreationEvent, creationProgress } from './creation-stages.ts';

describe('creationProgress (spec §4 timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the "taking longer than expected" notice after 8000 ms of importing or organizing, never twice', () => {
    const events: CreationEvent[] = [];
    const progress = creationProgress(true, (e) => events.push(e));
    progress.enter('checkingLink');
    vi.advanceTimersByTime(7999);
    expect(events.filter((e) => e.type === 'notice')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toEqual({
      type: 'notice',
      stage: 'checkingLink',
      outcome: 'takingLongerThanExpected',
    });
    progress.enter('personalizing');
    vi.advanceTimersByTime(20_000);
    expect(events.filter((e) => e.type === 'notice')).toHaveLength(1);
    progress.enter('organizingLayouts');
    progress.enter('personalizing'); // going back is ignored
    vi.advanceTimersByTime(8000);
    progress.finish();
    expect(events.map((e) => (e.type === 'stage' ? e.stage : `notice:${e.stage}`))).toEqual([
      'checkingLink',
      'notice:checkingLink',
      'personalizing',
      'organizingLayouts',
      'notice:organizingLayouts',
    ]);
  });
});
