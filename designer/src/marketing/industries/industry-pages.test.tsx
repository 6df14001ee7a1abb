import { describe, expect, it } from 'vitest';
import { renderPath } from '../../prerender/prerender-pages.tsx';
import { loadPageModule, routes } from '../../routes.ts';
import { industries } from './industry-list.ts';
import type { IndustryCopy } from './industry-page.tsx';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function copyOf(slug: string): Promise<IndustryCopy> {
  const route = routes.find((r) => r.path === `/industries/${slug}`);
  if (!route) throw new Error(`no route for ${slug}`);
  const { page } = await loadPageModule(route.page);
  return (page as typeof page & { copy: IndustryCopy }).copy;
}

describe('the 30 industry landing pages (spec §2)', async () => {
  const copies = await Promise.all(industries.map(({ slug }) => copyOf(slug)));
  const rendered = await Promise.all(industries.map(({ slug }) => renderPath(`/industries/${slug}`)));

  it('each data file is the copy of its own industry, complete', () => {
    for (const [index, { slug, name }] of industries.entries()) {
      const copy = copies[index]!;
      expect(copy.slug).toBe(slug);
      expect(copy.name).toBe(name);
      expect(copy.includes).toHaveLength(4);
      expect(copy.services.length).toBeGreaterThanOrEqual(4);
      expect(copy.description.length, slug).toBeLessThanOrEqual(160);
      expect(JSON.stringify(copy)).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it('renders its own h1, sections and services, and a build action carrying the industry', () => {
    for (const [index, { slug }] of industries.entries()) {
      const { body, head } = rendered[index]!;
      const copy = copies[index]!;
      expect(body.match(/<h1[\s>]/g), slug).toHaveLength(1);
      expect(body).toContain(`${escapeHtml(copy.title)}</h1>`);
      for (const item of copy.includes) expect(body, slug).toContain(escapeHtml(item.text));
      for (const service of copy.services) expect(body, slug).toContain(escapeHtml(service));
      expect(body).toContain(`href="/onboarding?industry=${slug}"`);
      expect(head).toEqual({
        title: `${copy.name} website builder | Sitewright`,
        description: copy.description,
      });
    }
  });

  it('differs from every other industry: no page carries another’s title, lead or tip', () => {
    for (const field of ['title', 'lead', 'description', 'tip'] as const) {
      expect(new Set(copies.map((c) => c[field])).size, field).toBe(30);
    }
    const includeTexts = copies.flatMap((c) => c.includes.map((i) => i.text));
    expect(new Set(includeTexts).size).toBe(includeTexts.length);
    for (const [index, { body }] of rendered.entries()) {
      for (const [other, copy] of copies.entries()) {
        if (other !== index) expect(body).not.toContain(escapeHtml(copy.lead));
      }
    }
  });
});
