import type { SectionOf } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { textBannerTemplate } from './index.ts';

const options = { siteUrl: 'https://rosa.example', basePath: '/', apiUrl: 'https://api.example' };
const website = fullWebsiteFixture();
const banners = website.sections.filter((s): s is SectionOf<'TextBanner'> => s.type === 'TextBanner');
const full = banners[0]!;

function render(section: SectionOf<'TextBanner'>) {
  const { Component } = textBannerTemplate;
  return renderToStaticMarkup(
    <Component section={section} ctx={renderContext(createWebsiteFixture(), options)} />,
  );
}

describe('text banner template', () => {
  const html = render(full);

  it('renders the quote as a blockquote with its subhead as caption, and the whole subordinate text', () => {
    expect(html).toContain(
      `<figure class="sw-text-banner__quote"><blockquote class="sw-text-banner__primary"><p>${full.primary}</p></blockquote><figcaption class="sw-text-banner__subhead">${full.subhead}</figcaption></figure>`,
    );
    expect(full.subordinate).toHaveLength(3000);
    expect(html).toContain(`<div class="sw-text-banner__subordinate"><p>${full.subordinate}</p></div>`);
  });

  it('renders each of the 3 text banners (spec §9 max 3) with its own anchor', () => {
    expect(banners).toHaveLength(3);
    for (const banner of banners) expect(render(banner)).toContain(`<section id="${banner.id}"`);
  });

  it('has no heading and so no label: only the Introduction has h1', () => {
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html).not.toContain('aria-labelledby');
  });

  it('keeps paragraphs of the subordinate text', () => {
    expect(render({ ...full, subordinate: 'One.\n\nTwo\nlines.' })).toContain(
      '<div class="sw-text-banner__subordinate"><p>One.</p><p>Two<br/>lines.</p></div>',
    );
  });

  it('leaves out empty parts; a subhead without a quote is a paragraph', () => {
    const out = render({ ...full, primary: '', subordinate: '' });
    expect(out).not.toMatch(/<blockquote|<figure|sw-text-banner__subordinate/);
    expect(out).toContain(`<p class="sw-text-banner__subhead">${full.subhead}</p>`);
    expect(render({ ...full, subhead: '' })).not.toContain('<figcaption');
  });

  it('escapes every text', () => {
    const evil = '<script>alert(1)</script>';
    const out = render({ ...full, primary: evil, subhead: evil, subordinate: evil });
    expect(out).not.toContain('<script>');
    expect(out.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)).toHaveLength(3);
  });
});
