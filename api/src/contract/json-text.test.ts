import { describe, expect, it } from 'vitest';
import { JsonText, spliceJsonText } from './json-text.ts';

describe('spliceJsonText', () => {
  const document = { id: 'site-1', pages: [{ title: 'Ünïcode "quoted"', n: 1.5 }], empty: null };

  it('writes byte for byte what JSON.stringify writes for the same values', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const answer = { document, version: 3, at, skipped: undefined, role: 'Owner' };
    const spliced = spliceJsonText({ ...answer, document: new JsonText(JSON.stringify(document)) });
    expect(spliced).toBe(JSON.stringify(answer));
  });

  it('leaves answers without JsonText to the usual serializer', () => {
    expect(spliceJsonText({ a: 1 })).toBeUndefined();
    expect(spliceJsonText([new JsonText('1')])).toBeUndefined();
    expect(spliceJsonText(null)).toBeUndefined();
  });

  it('refuses a JsonText nested below the top level', () => {
    expect(() => JSON.stringify({ a: { b: new JsonText('{}') } })).toThrow(/top-level/);
  });
});
