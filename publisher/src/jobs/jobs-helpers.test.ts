import { describe, expect, it } from 'vitest';
import { buildIdFor, inBatches, sequenceOfBuild } from './build-id.ts';
import { referencedAssets } from './build-site.ts';
import {
  describeError,
  InvalidPublishDocument,
  isPermanentPublishError,
  NothingToRollBack,
} from './errors.ts';
import { publishJobId } from './publish-request.ts';
import { defaultPublishRetryPolicy, publishRetryDelayMs, publishRetryPolicy } from './queue.ts';

describe('job ids and build ids', () => {
  it('a job id carries the request id and its replay generation, never a colon', () => {
    const id = publishJobId({ requestId: '0b0e2f3c-1111-4222-8333-444455556666', generation: 2 });
    expect(id).toBe('publish-0b0e2f3c-1111-4222-8333-444455556666-2');
    expect(id).not.toContain(':');
  });
  it('a build id is the request sequence, and reads back', () => {
    expect(buildIdFor(42)).toBe('b42');
    expect(sequenceOfBuild('b42')).toBe(42);
    expect(sequenceOfBuild('other')).toBeNull();
  });
  it('inBatches runs everything with a bounded number of lanes', async () => {
    const done: number[] = [];
    await inBatches([1, 2, 3, 4, 5], 2, async (n) => {
      done.push(n);
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('retry policy (spec §9: base 1 s, factor 2)', () => {
  it('defaults to six tries and doubles from one second', () => {
    expect(defaultPublishRetryPolicy.attempts).toBe(6);
    expect([1, 2, 3, 4].map((n) => publishRetryDelayMs(n, defaultPublishRetryPolicy))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });
  it('takes overrides and keeps at least one try', () => {
    const policy = publishRetryPolicy({ attempts: 0, backoff: { baseMs: 10 } });
    expect(policy.attempts).toBe(1);
    expect(publishRetryDelayMs(3, policy)).toBe(40);
  });
});

describe('named errors', () => {
  it('documents that fail validation and missing rollbacks are permanent; others are retried', () => {
    expect(isPermanentPublishError(new InvalidPublishDocument(['theme: Required']))).toBe(true);
    expect(isPermanentPublishError(new NothingToRollBack('w1'))).toBe(true);
    expect(isPermanentPublishError(new Error('503'))).toBe(false);
    expect(describeError(new InvalidPublishDocument(['theme: Required']))).toBe(
      'InvalidPublishDocument: The website document fails validation: theme: Required',
    );
  });
});

describe('referencedAssets', () => {
  it('finds the hashed stylesheet, script and fonts a page or stylesheet names', () => {
    const html =
      '<link rel="stylesheet" href="/rosa/assets/site.1a2b.css"/><script src="/rosa/assets/site.9f.js"></script>';
    const css = '@font-face{src:url(/rosa/fonts/inter-latin-400-normal.woff2)}';
    expect(referencedAssets(html)).toEqual(['assets/site.1a2b.css', 'assets/site.9f.js']);
    expect(referencedAssets(css)).toEqual(['fonts/inter-latin-400-normal.woff2']);
  });

  it('finds the generated browser icon, so a page loaded before a switch keeps its icon', () => {
    const html = '<link rel="icon" href="/rosa/assets/icon.5a07cd2a.svg" type="image/svg+xml"/>';
    expect(referencedAssets(html)).toEqual(['assets/icon.5a07cd2a.svg']);
    expect(referencedAssets(html.replace('/rosa/', '/'))).toEqual(['assets/icon.5a07cd2a.svg']);
  });

  it('finds none of the shared assets (/_assets/…): they stay at their address, so nothing is carried', () => {
    const h = '0123456789abcdef0123456789abcdef';
    const html = `<link rel="stylesheet" href="/_assets/${h}/site.css"/><script src="/_assets/${h}/site.js"></script><link rel="icon" href="/_assets/${h}/icon.svg"/>`;
    const css = `@font-face{src:url(/_assets/${h}/inter-latin-400-normal.woff2) format("woff2")}`;
    expect(referencedAssets(html)).toEqual([]);
    expect(referencedAssets(css)).toEqual([]);
  });
});
