import { describe, expect, it } from 'vitest';
import { palettesSpec, reviewsSpec } from '../copy/copy-specs.ts';
import { websiteCopySpec } from '../copy/website-copy-spec.ts';
import { schemasOf } from './response-format.ts';

const keywords = (node: unknown): string[] =>
  node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => [k, ...keywords(v)]) : [];

describe('the structured-output schema', () => {
  it.each([
    ['reviews', reviewsSpec],
    ['palettes', palettesSpec],
    ['website', websiteCopySpec({ services: 6, faq: 6, reviews: 3, team: 3, quotes: 1, article: true })],
  ] as const)('%s: strict-mode subset, with the limits moved into the descriptions', (_name, spec) => {
    const { strict, full } = schemasOf(spec as never);
    const used = new Set(keywords(strict));
    for (const unsupported of ['maxLength', 'minLength', 'maxItems', 'minItems', 'pattern', '$schema']) {
      expect(used.has(unsupported)).toBe(false);
    }
    expect(JSON.stringify(full)).toContain('"maxLength"');
    expect(JSON.stringify(strict)).toMatch(/\(([^)]*, )?at most \d+ characters/);
    expect(strict).toMatchObject({ type: 'object', additionalProperties: false });
  });
});
