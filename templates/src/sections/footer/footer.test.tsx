import { type SectionOf, socialNetwork } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../../render-context.ts';
import { footerTemplate } from './index.ts';
import { socialNetworkNames } from './social-networks.ts';

const website = fullWebsiteFixture();
const ctx = renderContext(website, {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example',
});
const full = website.sections.find((s): s is SectionOf<'Footer'> => s.type === 'Footer')!;
const minimal: SectionOf<'Footer'> = {
  id: 'footer',
  type: 'Footer',
  socialLinks: [],
  copyright: '',
  links: [],
};
const render = (section: SectionOf<'Footer'>) =>
  renderToStaticMarkup(<footerTemplate.Component section={section} ctx={ctx} />);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const profile = (network: SectionOf<'Footer'>['socialLinks'][number]['network']) => ({
  network,
  url: `https://${network}.example/rosa`,
});

describe('Footer', () => {
  it('renders a div (the page owns the <footer> landmark and the badge), never a section or heading', () => {
    const html = render(full);
    expect(html).toMatch(/^<div id="footer-1" class="sw-footer /);
    expect(html).not.toMatch(/<section|<footer|<h[1-6]|Made with/i);
  });

  it('links all 17 networks with their names, 4 shown before the "More" control (§9)', () => {
    const html = render(full);
    expect(full.socialLinks).toHaveLength(17);
    expect(count(html, /<a class="sw-footer__network"/g)).toBe(17);
    for (const network of socialNetwork.options) {
      expect(html).toContain(`rel="noopener noreferrer me">${socialNetworkNames[network]}</a>`);
    }
    const [shown, more] = html.split('<details class="sw-footer__more">');
    expect(count(shown!, /sw-footer__network"/g)).toBe(4);
    expect(count(more!, /sw-footer__network"/g)).toBe(13);
    expect(more).toMatch(/^<summary>More<span class="sw-visually-hidden"> social media<\/span><\/summary>/);
    expect(shown).toContain(`>${socialNetworkNames[full.socialLinks[3]!.network]}</a>`);
    expect(shown).not.toContain(`>${socialNetworkNames[full.socialLinks[4]!.network]}</a>`);
  });

  it('has no "More" control for 4 profiles or fewer, and leaves out profiles without a web address', () => {
    const four = render({
      ...minimal,
      socialLinks: ['instagram', 'yelp', 'google', 'github'].map((n) => profile(n as 'yelp')),
    });
    expect(count(four, /sw-footer__network"/g)).toBe(4);
    expect(four).not.toContain('<details');
    const drafts = render({
      ...minimal,
      socialLinks: [
        profile('yelp'),
        { network: 'google', url: '' },
        { network: 'github', url: 'javascript:alert(1)' },
      ],
    });
    expect(count(drafts, /sw-footer__network"/g)).toBe(1);
    expect(drafts).not.toContain('javascript:');
  });

  it('renders the 4 footer links in a labelled nav, and the copyright', () => {
    const html = render(full);
    expect(count(html, /<nav class="sw-footer__nav" aria-label="Footer">/g)).toBe(1);
    const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect(count(nav, /<li>/g)).toBe(4);
    expect(nav).toContain('href="#faq-1"');
    expect(nav).toMatch(/href="mailto:[^"]+"/);
    expect(nav).toMatch(/href="tel:5+"/);
    expect(html).toContain(`<p class="sw-footer__copyright">${full.copyright}</p>`);
  });

  it('renders a minimal footer as an empty shell', () => {
    const html = render(minimal);
    expect(html).not.toMatch(/<ul|<nav|<p|<details/);
  });

  it('escapes text', () => {
    const html = render({
      ...minimal,
      copyright: '<script>x</script>',
      links: [
        { type: 'Section', label: '<b>', sectionId: 'faq-1', buttonStyle: 'solid', buttonSize: 'Medium' },
      ],
      socialLinks: [{ network: 'yelp', url: 'https://yelp.example/"><script>' }],
    });
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('href="https://yelp.example/&quot;&gt;&lt;script&gt;"');
  });

  it('scopes its CSS to the footer and uses theme variables', () => {
    const selectors = footerTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-footer(__|--|[\s.[:]|$)/);
    expect(footerTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
