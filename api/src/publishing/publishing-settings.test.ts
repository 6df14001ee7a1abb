import { describe, expect, it } from 'vitest';
import { loadPublishingSettings } from './publishing-settings.ts';

describe('publishing settings', () => {
  it('defaults to spec §9 backoff (1 s base) and six tries', () => {
    expect(loadPublishingSettings({})).toEqual({
      queueName: 'publish',
      concurrency: 2,
      attempts: 6,
      retryBaseMs: 1000,
      lockDurationMs: 8000,
      stalledIntervalMs: 4000,
      sweepIntervalMs: 5000,
      sweepGraceMs: 30_000,
      buildGraceMs: 300_000,
      testBuildDelayMs: 0,
    });
  });

  it('reads the variables, empty ones as unset, and names every bad one', () => {
    expect(
      loadPublishingSettings({
        PUBLISH_QUEUE_NAME: 'q-1',
        PUBLISH_JOB_ATTEMPTS: '3',
        PUBLISH_CONCURRENCY: '',
      }),
    ).toMatchObject({ queueName: 'q-1', attempts: 3, concurrency: 2 });
    expect(() => loadPublishingSettings({ PUBLISH_QUEUE_NAME: 'a:b', PUBLISH_JOB_ATTEMPTS: '0' })).toThrow(
      /PUBLISH_QUEUE_NAME[\s\S]*PUBLISH_JOB_ATTEMPTS/,
    );
  });
});
