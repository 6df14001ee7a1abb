import { describe, expect, it } from 'vitest';
import { documentLoadingStatus } from './document-loading.ts';
import { linkAccepted, linkSafetyTransition } from './link-safety.ts';
import { websiteStatus, websiteStatusLabel } from './website-status.ts';

describe('spec §4 website status', () => {
  it.each([
    ['never published', {}, 'draft', 'Draft - Not Published'],
    [
      'handle but never published',
      { handle: 'joes', lastPublishedAt: null },
      'draft',
      'Draft - Not Published',
    ],
    ['published', { handle: 'joes', lastPublishedAt: '2025-01-01T00:00:00Z' }, 'published', 'Published'],
  ])('%s', (_rule, draft, status, label) => {
    expect(websiteStatus(draft)).toBe(status);
    expect(websiteStatusLabel(draft)).toBe(label);
  });
});

describe('spec §4 document loading status', () => {
  it.each([
    [{ received: false, exists: false }, 'Waiting'],
    [{ received: true, exists: true }, 'Ready'],
    [{ received: true, exists: false }, 'Unavailable'],
    [{ received: false, exists: false, failed: true }, 'Unavailable'],
  ])('%j → %s', (load, status) => {
    expect(documentLoadingStatus(load)).toBe(status);
  });
});

describe('spec §4 link safety check', () => {
  it.each([
    ['Pending', 'checkStarted', 'Checking'],
    ['Failed', 'checkStarted', 'Checking'],
    ['Checking', 'foundSafe', 'Safe'],
    ['Checking', 'foundUnsafe', 'Unsafe'],
    ['Checking', 'checkFailed', 'Failed'],
    ['Safe', 'edited', 'Pending'],
    ['Unsafe', 'edited', 'Pending'],
    ['Pending', 'foundSafe', 'Pending'],
    ['Unsafe', 'checkStarted', 'Unsafe'],
    ['Safe', 'checkFailed', 'Safe'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(linkSafetyTransition(from, event)).toBe(to);
  });

  it.each([
    [{ type: 'Web', acceptance: 'Safe' }, true],
    [{ type: 'Web', acceptance: 'Checking' }, false],
    [{ type: 'Web', acceptance: 'Unsafe' }, false],
    [{ type: 'Web' }, false],
    [{ type: 'Email' }, true],
    [{ type: 'Section', acceptance: 'Pending' }, true],
  ] as const)('Web links must end up safe: %j → %s', (link, accepted) => {
    expect(linkAccepted(link)).toBe(accepted);
  });
});
