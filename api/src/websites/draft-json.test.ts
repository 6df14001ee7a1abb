import { describe, expect, it } from 'vitest';
import { createDraftJsonCache } from './draft-json.ts';

describe('createDraftJsonCache', () => {
  it('answers only for the row version the draft was read from', () => {
    const cache = createDraftJsonCache();
    const kept = cache.keep('site-1', '100/(0,1)', { a: 1 });
    expect(kept.json).toBe('{"a":1}');
    expect(cache.get('site-1', '100/(0,1)')).toBe(kept);
    expect(cache.get('site-1', '101/(0,2)')).toBeUndefined();
    expect(cache.get('site-2', '100/(0,1)')).toBeUndefined();
  });

  it('keeps one version per website and drops the least recently read when full', () => {
    const cache = createDraftJsonCache(20);
    cache.keep('a', 't1', { x: '1234' }); // 12 characters
    cache.keep('a', 't2', { x: '12' }); // replaces a's t1: 10
    expect(cache.get('a', 't1')).toBeUndefined();
    cache.keep('b', 't1', { y: '1' }); // 9 → 19 in all
    expect(cache.get('a', 't2')).toBeDefined(); // a is now the most recently read
    cache.keep('c', 't1', { z: '' }); // 8: b leaves, not a
    expect(cache.get('b', 't1')).toBeUndefined();
    expect(cache.get('a', 't2')?.json).toBe('{"x":"12"}');
    expect(cache.get('c', 't1')?.json).toBe('{"z":""}');
  });

  it('does not keep a draft larger than the whole cache', () => {
    const cache = createDraftJsonCache(5);
    expect(cache.keep('a', 't', { big: 'x'.repeat(10) }).json).toContain('xxxxxxxxxx');
    expect(cache.get('a', 't')).toBeUndefined();
  });
});
