import type { SectionOf } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type RenderOptions, renderContext } from '../../render-context.ts';
import { codeEmbedPlaceholder } from './code-embed.tsx';
import { codeEmbedTemplate } from './index.ts';

const website = fullWebsiteFixture();
const full = website.sections.find((s): s is SectionOf<'CodeEmbed'> => s.type === 'CodeEmbed')!;
const widget: SectionOf<'CodeEmbed'> = {
  id: 'codeembed-1',
  type: 'CodeEmbed',
  code: '<div class="booking"></div><script src="https://widget.example/book.js"></script>',
};
const base: RenderOptions = { siteUrl: 'https://rosa.example', basePath: '/', apiUrl: 'https://api.example' };
const render = (section: SectionOf<'CodeEmbed'>, options: Partial<RenderOptions> = {}) =>
  renderToStaticMarkup(
    <codeEmbedTemplate.Component section={section} ctx={renderContext(website, { ...base, ...options })} />,
  );

describe('Code Embed section (spec §5: custom code needs a custom domain)', () => {
  it('renders nothing on the shared sites origin', () => {
    expect(render(widget)).toBe('');
    expect(render(widget, { customDomain: false, mode: 'publish' })).toBe('');
    expect(render(full)).toBe('');
  });

  it('renders the code raw, inside a container with the section id, on a custom domain', () => {
    expect(render(widget, { customDomain: true })).toBe(
      `<div id="codeembed-1" class="sw-code-embed">${widget.code}</div>`,
    );
  });

  it('renders all 102400 characters of the full fixture on a custom domain', () => {
    expect(full.code).toHaveLength(102_400);
    const html = render(full, { customDomain: true });
    expect(html).toContain(full.code);
    expect(html.length).toBe(full.code.length + '<div id="codeembed-1" class="sw-code-embed"></div>'.length);
  });

  it('renders nothing for empty code', () => {
    expect(render({ ...widget, code: '  \n' }, { customDomain: true })).toBe('');
  });

  it('never runs the code in the preview: a visible placeholder explains why', () => {
    const shared = render(widget, { mode: 'preview' });
    expect(shared).toContain(codeEmbedPlaceholder.sharedOrigin);
    expect(shared).toContain('Code embeds show on your site once a custom domain is connected');
    expect(shared).not.toMatch(/<script|booking/);
    const connected = render(widget, { mode: 'preview', customDomain: true });
    expect(connected).toContain(codeEmbedPlaceholder.customDomain);
    expect(connected).not.toMatch(/<script|booking/);
  });

  it('has no heading (the page has one h1: the Introduction’s)', () => {
    expect(render(widget, { mode: 'preview' })).not.toMatch(/<h[1-6]/);
  });

  it('scopes its CSS to the section and uses theme variables', () => {
    const selectors = codeEmbedTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-code-embed(__|--|[\s.[:]|$)/);
    expect(codeEmbedTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
