import { describe, expect, it } from 'vitest';
import { formatRepublishProgress } from './republish-progress.ts';

const progress = { runId: 'r', done: 120, total: 480, failed: 2, rate: 1.9, etaSeconds: 189.4 };

describe('the progress line of a mass republish', () => {
  it('shows a bar, done of total, failed, the rate and the ETA', () => {
    expect(formatRepublishProgress(progress, 8)).toBe('[##------] 120/480  failed 2  1.9/s  ETA 3m09s');
  });

  it('leaves the bar out for plain lines and says -- while the ETA is unknown', () => {
    expect(formatRepublishProgress({ ...progress, done: 0, rate: 0, etaSeconds: null }, 0)).toBe(
      '0/480  failed 2  0.0/s  ETA --',
    );
  });

  it('counts hours and a full bar at the end', () => {
    expect(formatRepublishProgress({ ...progress, etaSeconds: 7_500 }, 0)).toContain('ETA 2h05m');
    expect(formatRepublishProgress({ ...progress, done: 480, etaSeconds: 0 }, 4)).toBe(
      '[####] 480/480  failed 2  1.9/s  ETA 0s',
    );
  });
});
