import { isSectionOf, type SectionOf, type Website } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { headerTemplate } from './index.ts';

const options = { siteUrl: 'https://rosa.example', basePath: '/rosa/', apiUrl: 'https://api.example' };

function headerOf(website: Website): SectionOf<'Header'> {
  const section = website.sections.find((s) => isSectionOf(s, 'Header'));
  if (!section || !isSectionOf(section, 'Header')) throw new Error('fixture has no Header');
  return section;
}

function render(website: Website, section = headerOf(website)) {
  const { Component } = headerTemplate;
  return renderToStaticMarkup(<Component section={section} ctx={renderContext(website, options)} />);
}

describe('header template', () => {
  const full = fullWebsiteFixture();
  const html = render(full);

  it('renders inside the page header landmark: a div and a labelled nav, never a section or heading', () => {
    // React 19 may hoist `<link rel="preload">` for eager images ahead of the markup.
    expect(html.replace(/^(<link [^>]*>)+/, '')).toMatch(/^<div class="sw-header /);
    expect(html).not.toContain('<section');
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html.match(/<nav [^>]*aria-label="Main"/g)).toHaveLength(1);
  });

  it('links every nav link (≤ 6, spec §9) to its section', () => {
    const links = [...html.matchAll(/class="sw-header__link" href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      '#introduction-1',
      '#services-1',
      '#gallery-1',
      '#team-1',
      '#scheduling-1',
      '#contact-1',
    ]);
  });

  it('shows the uploaded logo with the business name as alt text (logo type Image)', () => {
    const name = full.websiteSettings.businessName;
    expect(html).toMatch(/<a class="sw-header__logo" href="\/rosa\/"><img /);
    expect(html).toContain(`alt="${name}"`);
    expect(html).toContain('href="/rosa/"');
  });

  it('falls back to the business name when logo type Image has no logo yet', () => {
    const website = fullWebsiteFixture();
    website.websiteSettings.logo = null;
    const out = render(website);
    expect(out).not.toContain('<img');
    expect(out).toContain(`>${website.websiteSettings.businessName}</a>`);
  });

  it('shows the name as text for logo type Text, even when a logo is uploaded', () => {
    const website = fullWebsiteFixture();
    const out = render(website, { ...headerOf(website), logoType: 'Text' });
    expect(out).not.toContain('<img');
    expect(out).toContain(`>${website.websiteSettings.businessName}</a>`);
  });

  it('renders the optional button with its style and size', () => {
    expect(html).toMatch(
      /<a class="sw-button sw-button--outlined sw-button--large sw-header__button" href="https:/,
    );
    const website = fullWebsiteFixture();
    const { button: _, ...withoutButton } = headerOf(website);
    expect(render(website, withoutButton)).not.toContain('sw-header__button');
  });

  it('has a hidden menu toggle (shown by the script) controlling the nav, and asks for the mobile-menu script', () => {
    expect(html).toMatch(
      /<button type="button" class="sw-header__toggle" aria-expanded="false" aria-controls="header-1-menu"[^>]* data-sw-menu-toggle="" hidden="">/,
    );
    expect(html).toContain(
      '<nav class="sw-header__nav" id="header-1-menu" aria-label="Main" data-sw-menu="">',
    );
    expect(headerTemplate.scripts?.(headerOf(full), renderContext(full, options))).toEqual(['mobile-menu']);
  });

  it('renders no nav, no toggle and no script when there are no links', () => {
    const website = createWebsiteFixture();
    const section = { ...headerOf(website), navLinks: [] };
    const out = render(website, section);
    expect(out).not.toContain('<nav');
    expect(out).not.toContain('data-sw-menu-toggle');
    expect(headerTemplate.scripts?.(section, renderContext(website, options))).toEqual([]);
  });

  it('follows the fixed header and bottom border settings', () => {
    expect(html).toMatch(/class="sw-header [^"]*sw-header--fixed sw-header--bottom-border"/);
    const website = fullWebsiteFixture();
    website.websiteSettings.fixedHeader = false;
    website.websiteSettings.bottomBorder = false;
    const out = render(website);
    expect(out).not.toContain('sw-header--fixed');
    expect(out).not.toContain('sw-header--bottom-border');
  });

  it('escapes the business name and link labels', () => {
    const website = createWebsiteFixture();
    website.websiteSettings.businessName = '<script>alert(1)</script>';
    const section = headerOf(website);
    const out = render(website, {
      ...section,
      logoType: 'Text',
      navLinks: [
        {
          type: 'Section',
          label: '<b>x</b>',
          sectionId: 'services-1',
          buttonStyle: 'solid',
          buttonSize: 'Medium',
        },
      ],
    });
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<b>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
