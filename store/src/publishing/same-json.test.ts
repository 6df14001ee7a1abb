import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

describe('sameJson', () => {
  it('ignores key order and compares deeply', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x', d: null }] }, { b: [1, { d: null, c: 'x' }], a: 1 })).toBe(true);
  });

  it('tells apart values, lengths, missing and extra keys', () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
  });

  it('never equates what JSON cannot hold', () => {
    expect(sameJson({ a: undefined }, { a: undefined })).toBe(false);
    expect(sameJson({ t: new Date(0) }, { t: new Date(0) })).toBe(false);
    expect(sameJson({ t: new Date(0) }, { t: '1970-01-01T00:00:00.000Z' })).toBe(false);
  });
});
