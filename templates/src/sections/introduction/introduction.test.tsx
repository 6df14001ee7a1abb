import type { Alignment, Section, SectionOf, SectionType, Website } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type RenderContext, renderContext } from '../../render-context.ts';
import type { SectionTemplate } from '../../section-template.ts';
import { galleryTemplate } from '../gallery/index.ts';
import { headerTemplate } from '../header/index.ts';
import { imageBannerTemplate } from '../image-banner/index.ts';
import { schedulingTemplate } from '../scheduling/index.ts';
import { servicesTemplate } from '../services/index.ts';
import { teamTemplate } from '../team/index.ts';
import { textBannerTemplate } from '../text-banner/index.ts';
import { introductionTemplate } from './index.ts';

const options = { siteUrl: 'https://rosa.example', basePath: '/', apiUrl: 'https://api.example' };
const introOf = (website: Website) =>
  website.sections.find((s): s is SectionOf<'Introduction'> => s.type === 'Introduction')!;

function render(section: SectionOf<'Introduction'>, website = createWebsiteFixture()) {
  const { Component } = introductionTemplate;
  return renderToStaticMarkup(<Component section={section} ctx={renderContext(website, options)} />);
}

describe('introduction template', () => {
  const website = fullWebsiteFixture();
  const full = introOf(website);
  const html = render(full, website);

  it("holds the page's one h1: its heading, labelling the section", () => {
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain(
      `<h1 id="introduction-1-heading" class="sw-introduction__heading">${full.heading}</h1>`,
    );
    expect(html).toContain('aria-labelledby="introduction-1-heading"');
    expect(html).not.toMatch(/<h[2-6]/);
    expect(html).toContain(full.body);
  });

  it('lays the image under the 0.75 overlay for a centred introduction (spec §9), loading it first', () => {
    expect(full.alignment).toBe('Center');
    expect(html).toContain('<div class="sw-introduction__overlay" style="opacity:0.75"></div>');
    const backdrop = html.slice(
      html.indexOf('sw-introduction__backdrop'),
      html.indexOf('sw-introduction__overlay'),
    );
    expect(backdrop).toContain(`alt="${full.image!.description}"`);
    expect(backdrop).toContain('fetchPriority="high"');
    expect(backdrop).toContain('loading="eager"');
    expect(html).not.toContain('sw-introduction__media');
  });

  it.each<Alignment>(['Left', 'Right', 'Top', 'Bottom'])(
    'puts the image beside the text when aligned %s',
    (alignment) => {
      const out = render({ ...full, alignment }, website);
      expect(out).not.toContain('sw-introduction__overlay');
      expect(out).toContain('sw-introduction__layout--media');
      expect(out).toMatch(
        /<div class="sw-picture [^"]*sw-introduction__media"><img [^>]*alt="[^"]+"[^>]*fetchPriority="high"/,
      );
    },
  );

  it('renders both buttons with their targets, style and size', () => {
    const buttons = [
      ...html.matchAll(/<a class="sw-button sw-button--outlined sw-button--large" href="([^"]*)"/g),
    ];
    expect(buttons.map((m) => m[1]?.slice(0, 8))).toEqual(['https://', '#contact']);
  });

  it('renders text only without an image, whatever the alignment', () => {
    const out = render({ ...full, image: null, alignment: 'Fill', buttons: [] });
    expect(out).not.toContain('<img');
    expect(out).not.toContain('sw-introduction__overlay');
    expect(out).not.toContain('sw-introduction__buttons');
    expect(out).toContain('sw-introduction__layout--text');
  });

  it('renders no empty h1 and no dangling label when the heading is empty', () => {
    const out = render({ ...introOf(createWebsiteFixture()), heading: ' ' });
    expect(out).not.toContain('<h1');
    expect(out).not.toContain('aria-labelledby');
  });

  it('escapes heading and body', () => {
    const out = render({
      ...introOf(createWebsiteFixture()),
      heading: '<script>x()</script>',
      body: 'a <img src=x>',
    });
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(out).toContain('a &lt;img src=x&gt;');
  });
});

function renderWith<T extends SectionType>(
  template: SectionTemplate<T>,
  section: SectionOf<T>,
  ctx: RenderContext,
) {
  const { Component } = template;
  return renderToStaticMarkup(<Component section={section} ctx={ctx} />);
}

/** The sections built beside this one; the others are another engineer's. */
function renderOurs(section: Section, ctx: RenderContext): string | null {
  switch (section.type) {
    case 'Header':
      return renderWith(headerTemplate, section, ctx);
    case 'Introduction':
      return renderWith(introductionTemplate, section, ctx);
    case 'Services':
      return renderWith(servicesTemplate, section, ctx);
    case 'Gallery':
      return renderWith(galleryTemplate, section, ctx);
    case 'TextBanner':
      return renderWith(textBannerTemplate, section, ctx);
    case 'ImageBanner':
      return renderWith(imageBannerTemplate, section, ctx);
    case 'Team':
      return renderWith(teamTemplate, section, ctx);
    case 'Scheduling':
      return renderWith(schedulingTemplate, section, ctx);
    default:
      return null;
  }
}

describe('headings across the header, introduction, services, gallery, banners, team and scheduling', () => {
  const website = fullWebsiteFixture();
  const ctx = renderContext(website, options);
  const rendered = website.sections.flatMap((section) => {
    const html = renderOurs(section, ctx);
    return html === null ? [] : [{ type: section.type, html }];
  });
  const page = rendered.map((r) => r.html).join('');

  it('renders all of them (3 of each banner), with one h1 on the page: the Introduction heading', () => {
    expect(rendered).toHaveLength(12);
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    for (const { type, html } of rendered) expect(html.includes('<h1')).toBe(type === 'Introduction');
  });

  it('never skips a level: h3 only in sections that have an h2', () => {
    for (const { html } of rendered) if (html.includes('<h3')) expect(html).toContain('<h2');
  });

  it('gives every image an alt attribute and ships no inline script', () => {
    const images = page.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(24 + 10 + 12);
    for (const img of images) expect(img).toMatch(/ alt="/);
    expect(page).not.toContain('<script');
  });
});
