import type { SectionOf, Website } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { servicesTemplate } from './index.ts';

const options = { siteUrl: 'https://rosa.example', basePath: '/', apiUrl: 'https://api.example' };
const servicesOf = (website: Website) =>
  website.sections.find((s): s is SectionOf<'Services'> => s.type === 'Services')!;
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

function render(section: SectionOf<'Services'>, website = createWebsiteFixture()) {
  const { Component } = servicesTemplate;
  return renderToStaticMarkup(<Component section={section} ctx={renderContext(website, options)} />);
}

describe('services template', () => {
  const website = fullWebsiteFixture();
  const full = servicesOf(website);
  const html = render(full, website);
  const list = html.slice(html.indexOf('<ul class="sw-services__list">'));

  it('renders every one of the 24 services (spec §9) as an h3 card under the h2 heading', () => {
    expect(full.items).toHaveLength(24);
    expect(count(html, /<li class="sw-services__item">/g)).toBe(24);
    expect(count(html, /<h3 class="sw-services__name">/g)).toBe(24);
    expect(html).toContain(`<h2 id="services-1-heading" class="sw-services__heading">${full.heading}</h2>`);
    expect(html).not.toContain('<h1');
  });

  it('shows each image with its alt text, paragraph, pricing and button', () => {
    const item = full.items[0]!;
    expect(count(list, /<img [^>]*alt="[^"]+"/g)).toBe(24);
    expect(list).toContain(`alt="${item.image!.description}"`);
    expect(count(list, /<p class="sw-services__text">/g)).toBe(24);
    expect(count(list, new RegExp(`<p class="sw-services__price">${item.pricing}</p>`, 'g'))).toBe(24);
    expect(
      count(
        list,
        /<a class="sw-button sw-button--outlined sw-button--large sw-services__button" href="tel:5+"/g,
      ),
    ).toBe(24);
  });

  it('leaves out a missing image, an empty price and a missing button', () => {
    const minimal = servicesOf(createWebsiteFixture());
    const [first] = minimal.items;
    const out = render({ ...minimal, items: [{ ...first!, image: null, pricing: '', button: undefined }] });
    expect(out).toContain(`<h3 class="sw-services__name">${first!.heading}</h3>`);
    expect(out).not.toContain('<img');
    expect(out).not.toContain('sw-services__price');
    expect(out).not.toContain('<a ');
  });

  it('renders no list for no services and no h2 for an empty heading', () => {
    const out = render({ ...servicesOf(createWebsiteFixture()), heading: '', items: [] });
    expect(out).not.toContain('<ul');
    expect(out).not.toContain('<h2');
    expect(out).not.toContain('aria-labelledby');
  });

  it('escapes every text', () => {
    const minimal = servicesOf(createWebsiteFixture());
    const evil = '<script>alert(1)</script>';
    const out = render({
      ...minimal,
      heading: evil,
      items: [{ ...minimal.items[0]!, heading: evil, paragraph: evil, pricing: evil }],
    });
    expect(out).not.toContain('<script>');
    expect(count(out, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)).toBe(4);
  });
});
