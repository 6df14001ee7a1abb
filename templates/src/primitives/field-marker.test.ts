import type { Website } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { renderPage, renderSite } from '../render/render-site.ts';
import { ownDomain, pageOf, sharedOrigin } from '../render/testing.ts';

/** The value at a dotted document path (`sections.3.items.1.title`). */
function valueAt(doc: Website, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

const markedPaths = (html: string) => [...html.matchAll(/data-sw-field="([^"]+)"/g)].map((m) => m[1]!);

describe('in-place editing markers', () => {
  it('never reach published output: every file of a published site is free of data-sw-field', async () => {
    const website = fullWebsiteFixture();
    for (const options of [sharedOrigin, ownDomain]) {
      const site = await renderSite(website, options);
      for (const file of site.files) {
        if (!/\.(html|css|js)$/.test(file.path)) continue;
        expect(new TextDecoder().decode(file.contents), file.path).not.toContain('data-sw-field');
      }
      expect(pageOf(site)).not.toContain('data-sw-field');
    }
    expect(renderPage(website, { ...sharedOrigin, mode: 'publish' })).not.toContain('data-sw-field');
  });

  it('mark every section heading, paragraph, item text and link label in the preview, each bound to a string', () => {
    const website = fullWebsiteFixture();
    const html = renderPage(website, { ...sharedOrigin, mode: 'preview' });
    const paths = markedPaths(html);
    expect(new Set(paths).size).toBe(paths.length); // one element per field
    for (const path of paths) expect(typeof valueAt(website, path), path).toBe('string');
    const kinds = new Set(paths.map((p) => p.replace(/^sections\.\d+\./, '').replace(/\.\d+\./g, '.#.')));
    for (const expected of [
      'heading',
      'body',
      'buttons.#.label',
      'content',
      'items.#.heading',
      'items.#.paragraph',
      'items.#.question',
      'items.#.answer',
      'items.#.caption',
      'reviews.#.paragraph',
      'reviews.#.authorName',
      'members.#.name',
      'members.#.bio',
      'navLinks.#.label',
      'links.#.label',
      'copyright',
      'primary',
      'subhead',
      'text',
    ]) {
      expect(kinds, expected).toContain(expected);
    }
    // Each section with a heading has it marked.
    website.sections.forEach((section, index) => {
      if ('heading' in section && typeof section.heading === 'string' && section.heading.trim()) {
        expect(paths, section.type).toContain(`sections.${index}.heading`);
      }
    });
  });

  it('put a single-line field’s text directly in its marked element', () => {
    const website = fullWebsiteFixture();
    const html = renderPage(website, { ...sharedOrigin, mode: 'preview' });
    const heading = /<h2 [^>]*data-sw-field="(sections\.\d+\.heading)"[^>]*>([^<]*)<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    const [, path, text] = heading!;
    expect(text).toBe(String(valueAt(website, path!)).replace(/&/g, '&amp;'));
  });
});
