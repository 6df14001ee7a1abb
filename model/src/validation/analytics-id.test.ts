import { describe, expect, it } from 'vitest';
import { isTagManagerId, validateAnalyticsId } from './analytics-id.ts';

const withDomain = { hasCustomDomain: true };
const withoutDomain = { hasCustomDomain: false };

describe('spec §5 analytics ID', () => {
  it.each([
    ['G- id, no custom domain', 'G-ABC123', withoutDomain, 'G-ABC123'],
    ['G- id of exactly 12 characters', 'G-1234567890', withoutDomain, 'G-1234567890'],
    ['G- id trimmed and upper-cased', ' g-abc123 ', withoutDomain, 'G-ABC123'],
    ['GTM- id with a custom domain', 'GTM-ABC1234', withDomain, 'GTM-ABC1234'],
    ['GTM- id of exactly 16 characters', 'GTM-123456789012', withDomain, 'GTM-123456789012'],
    ['empty clears analytics', '', withoutDomain, ''],
  ])('accepts: %s', (_rule, input, site, expected) => {
    expect(validateAnalyticsId(input, site)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['G- id of 13 characters', 'G-12345678901', withDomain, 'Please enter a valid Google Analytics ID'],
    ['GTM- id without a custom domain', 'GTM-ABC1234', withoutDomain, 'needs a connected custom domain'],
    ['GTM- id of 17 characters', 'GTM-1234567890123', withDomain, 'Please enter a valid Google Analytics ID'],
    ['Universal Analytics UA- id', 'UA-12345-1', withDomain, 'Please enter a valid Google Analytics ID'],
    ['G- with nothing after it', 'G-', withDomain, 'Please enter a valid Google Analytics ID'],
    ['punctuation inside', 'G-ABC<script>', withDomain, 'Please enter a valid Google Analytics ID'],
  ])('refuses: %s', (_rule, input, site, message) => {
    const result = validateAnalyticsId(input, site);
    expect(!result.ok && result.message).toContain(message);
  });

  it.each([
    ['GTM-ABC', true],
    ['gtm-abc', true],
    ['G-ABC', false],
    [null, false],
  ])('isTagManagerId(%j) → %s (spec §4 disconnect clears GTM ids)', (id, expected) => {
    expect(isTagManagerId(id)).toBe(expected);
  });
});
