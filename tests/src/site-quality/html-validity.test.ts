import { beforeAll, describe, expect, it } from 'vitest';
import { checkHtml, formatVnuMessages, javaMissingReason, type VnuMessage } from '../support/vnu.ts';
import { qualitySites, renderedHtmlPages } from './quality-sites.ts';

const missing = javaMissingReason();
const sites = qualitySites();
/** A page with two errors the checker must report, so a silent checker cannot pass the suite. */
const brokenPage =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><p id="a"><p id="a"><li>x</li></body></html>';

// Every page of the sites passes the W3C Nu HTML checker with no errors.
describe.skipIf(missing !== null)(
  `published pages against the Nu HTML checker${missing ? ` (${missing})` : ''}`,
  { timeout: 30_000 },
  () => {
    const pages = new Map<string, string>();
    let messages: VnuMessage[] = [];

    beforeAll(async () => {
      for (const [name, html] of await renderedHtmlPages(sites)) pages.set(name, html);
      pages.set('control/broken.html', brokenPage);
      // One JVM for every page: starting the checker costs seconds.
      messages = await checkHtml(pages);
    }, 120_000);

    it('renders a page for every site, with what each variant is about', () => {
      expect([...pages.keys()]).toEqual([...sites.map((s) => `${s.name}/index.html`), 'control/broken.html']);
      const page = (name: string) => pages.get(`${name}/index.html`) ?? '';
      expect(page('full')).toContain('data-sw-carousel');
      expect(page('full')).toContain('sw-faq__layout--sidebar');
      expect(page('full-grid-list')).not.toContain('data-sw-carousel');
      expect(page('full-grid-list')).not.toContain('sw-faq__layout--sidebar');
      expect(page('full')).not.toContain('sw-code-embed');
      expect(page('full-own-domain')).toContain('sw-code-embed');
      expect(page('full-own-domain')).toContain('<meta name="x" content="y">');
      expect(page('full-own-domain')).toContain('data-sw-analytics="GTM-ABCDEFGHIJKL"');
      expect(page('tag-manager')).toContain('googletagmanager.com/ns.html?id=GTM-TEST123');
      expect(page('cookie-banner')).toContain('data-sw-analytics="G-TEST12345"');
      for (const preset of ['common', 'commonalt', 'geometric', 'elegant', 'fun']) {
        expect(page(`preset-${preset}`)).toContain('data-sw-form="newsletter"');
      }
    });

    it('the checker reports errors it is given (control page)', () => {
      const control = messages.filter((m) => m.page === 'control/broken.html');
      expect(control.length).toBeGreaterThanOrEqual(2);
      expect(control.map((m) => m.message).join('\n')).toMatch(/Duplicate ID/);
    });

    it.each(sites.map((s) => s.name))('%s: no errors', (name) => {
      const errors = messages.filter((m) => m.page.startsWith(`${name}/`));
      expect(errors, formatVnuMessages(errors)).toEqual([]);
    });

    it('reports nothing about files it was not given', () => {
      const unknown = messages.filter((m) => !pages.has(m.page));
      expect(unknown, formatVnuMessages(unknown)).toEqual([]);
    });
  },
);
