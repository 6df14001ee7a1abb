import { describe, expect, it } from 'vitest';
import { loadPublishingSettings, sweepGraceMsFor } from './publishing-settings.ts';

describe('publishing settings', () => {
  it('defaults to spec §9 backoff (1 s base) and six tries', () => {
    expect(loadPublishingSettings({})).toEqual({
      queueName: 'publish',
      concurrency: 2,
      attempts: 6,
      retryBaseMs: 1000,
      lockDurationMs: 6000,
      stalledIntervalMs: 3000,
      sweepIntervalMs: 5000,
      buildGraceMs: 300_000,
      sitemapIntervalMs: 60_000,
      sitemapBucketLimit: 10_000,
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

  it('sweeps waiting requests after 2 s on BullMQ and 30 s in-process, unless PUBLISH_SWEEP_GRACE_MS says', () => {
    const defaults = loadPublishingSettings({});
    expect(sweepGraceMsFor('bullmq', defaults)).toBe(2000);
    expect(sweepGraceMsFor('in-process', defaults)).toBe(30_000);
    const set = loadPublishingSettings({ PUBLISH_SWEEP_GRACE_MS: '7000' });
    expect(sweepGraceMsFor('bullmq', set)).toBe(7000);
    expect(sweepGraceMsFor('in-process', set)).toBe(7000);
    expect(sweepGraceMsFor('bullmq', loadPublishingSettings({ PUBLISH_SWEEP_GRACE_MS: '' }))).toBe(2000);
    expect(() => loadPublishingSettings({ PUBLISH_SWEEP_GRACE_MS: '-1' })).toThrow(/PUBLISH_SWEEP_GRACE_MS/);
  });
});
