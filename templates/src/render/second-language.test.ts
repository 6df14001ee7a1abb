import { createHash } from 'node:crypto';
import type { SecondLanguage, Suggestion, Website } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { languagePack } from '../language-pack.ts';
import { renderContext } from '../render-context.ts';
import type { RenderedSite } from '../site-files.ts';
import { domainSitemapXml } from './domain-crawl-files.ts';
import { renderPage, renderSite } from './render-site.ts';
import { fileText, ownDomain, pageOf, sharedOrigin, siteWith } from './testing.ts';

/** Rosa Bakery with Spanish as its second language: some fields translated, the rest not. */
function spanishSite(overrides: Partial<SecondLanguage> = {}, settings = {}): Website {
  const site = siteWith({
    cookieBanner: { ...siteWith({}).websiteSettings.cookieBanner, enabled: true },
    ...settings,
  });
  const t = (source: string, text: string) => ({ source, text });
  return {
    ...site,
    secondLanguage: {
      code: 'es',
      translations: {
        'settings/pageTitle': t('Rosa Bakery | Austin, TX', 'Panadería Rosa | Austin, TX'),
        'settings/cookieBanner/primaryText': t('This website uses cookies', 'Este sitio web utiliza cookies'),
        'settings/cookieBanner/acceptButtonText': t('Accept', 'Aceptar'),
        'introduction-1/heading': t('Welcome to Rosa Bakery', 'Bienvenidos a Panadería Rosa'),
        'header-1/navLinks/0/label': t('Services', 'Servicios'),
        'services-1/heading': t('Our services', 'Nuestros servicios'),
        // Written for words the owner has since changed: out of date, so the English words show.
        'text-banner-1/primary': t('Good work, every time.', 'Buen trabajo, siempre.'),
        'contact-1/form/fields/field-name/title': t('Name', 'Nombre'),
        ...overrides.translations,
      },
      ...(overrides.code ? { code: overrides.code } : {}),
    },
  };
}

const page = (site: RenderedSite, path: string) => fileText(site, path);
const attr = (html: string, tag: RegExp) => html.match(tag)?.[0] ?? '';

describe('a site in one language', () => {
  /**
   * The pages, stylesheets, scripts, fonts and icons of three renders, digested before the second
   * language existed (at 6fdddcf): a site without one is rendered byte for byte as it was. A
   * deliberate change to the page changes these digests, and the commit says why.
   */
  const digest = async (website: Website, options: typeof sharedOrigin) => {
    const site = await renderSite(website, options);
    const hash = createHash('sha256');
    for (const file of site.files) {
      if (file.path === 'sitemap.xml') continue; // dated now
      hash.update(file.path).update('\0').update(file.contents).update('\0');
    }
    return hash.digest('hex');
  };

  it('renders the same files as before the second language', async () => {
    expect(await digest(siteWith({}), sharedOrigin)).toBe(
      'd737192b41dd8c14d61a58cbf546239a6079036f71c2ce0eb5be1af4963d68aa',
    );
    expect(await digest(fullWebsiteFixture(), sharedOrigin)).toBe(
      '0323c79c2e64dd5b95038b185e1e11b35330693d3ff896f7f0074afb9f6c6239',
    );
    expect(await digest(fullWebsiteFixture(), ownDomain)).toBe(
      'd3e4b77bff6eeee39f5d58888142abc0cd0fa749c6fb956da31a881d10c024d3',
    );
    // null, as the designer stores a removed second language, is no language either.
    expect(await digest({ ...fullWebsiteFixture(), secondLanguage: null }, sharedOrigin)).toBe(
      '0323c79c2e64dd5b95038b185e1e11b35330693d3ff896f7f0074afb9f6c6239',
    );
    const preview = renderPage(fullWebsiteFixture(), { ...sharedOrigin, mode: 'preview' });
    expect(createHash('sha256').update(preview).digest('hex')).toBe(
      'dae8c9238084b262f717731595fe1f9f81572dc77f443d9b1b1832f4608d7cbe',
    );
  });

  it('has no language switch, hreflang or og:locale', async () => {
    const html = pageOf(await renderSite(siteWith({}), sharedOrigin));
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('og:locale');
    expect(html).not.toContain('sw-lang');
  });
});

describe('a site with a second language', () => {
  it('renders es/index.html beside index.html, sharing one stylesheet, script, fonts and icon', async () => {
    const site = await renderSite(spanishSite(), sharedOrigin);
    const paths = site.files.map((f) => f.path);
    expect(site.entry).toBe('index.html');
    expect(paths.filter((p) => p.endsWith('.html'))).toEqual(['index.html', 'es/index.html']);
    expect(paths.filter((p) => p.endsWith('.css'))).toHaveLength(1);
    expect(paths.filter((p) => p.endsWith('.js'))).toHaveLength(1);
    expect(site.files.find((f) => f.path === 'es/index.html')).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      immutable: false,
    });
    const en = page(site, 'index.html');
    const es = page(site, 'es/index.html');
    for (const asset of paths.filter((p) => p.startsWith('assets/'))) {
      expect(en).toContain(`"/rosa/${asset}"`);
      expect(es).toContain(`"/rosa/${asset}"`);
    }
    expect(es).toContain('href="/rosa/fonts/poppins-latin-600-normal.woff2"');
    // The one stylesheet holds the switch's rules, which both pages use.
    expect(fileText(site, /\.css$/)).toContain('.sw-lang__link');
  });

  it('sets the language of each page, its canonical URL and reciprocal hreflang alternates', async () => {
    const site = await renderSite(spanishSite(), sharedOrigin);
    const en = page(site, 'index.html');
    const es = page(site, 'es/index.html');
    expect(en.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(es.startsWith('<!doctype html><html lang="es">')).toBe(true);
    expect(en).toContain('<link rel="canonical" href="http://localhost:3001/rosa/"/>');
    expect(es).toContain('<link rel="canonical" href="http://localhost:3001/rosa/es/"/>');
    expect(es).toContain('<meta property="og:url" content="http://localhost:3001/rosa/es/"/>');
    const alternates = [
      '<link rel="alternate" hrefLang="en" href="http://localhost:3001/rosa/"/>',
      '<link rel="alternate" hrefLang="es" href="http://localhost:3001/rosa/es/"/>',
      '<link rel="alternate" hrefLang="x-default" href="http://localhost:3001/rosa/"/>',
    ];
    for (const html of [en, es]) {
      const links = html.match(/<link rel="alternate" hrefLang="[^"]+" href="[^"]+"\/>/g);
      expect(links).toEqual(alternates);
    }
    expect(en).toContain('<meta property="og:locale" content="en_US"/>');
    expect(en).toContain('<meta property="og:locale:alternate" content="es_ES"/>');
    expect(es).toContain('<meta property="og:locale" content="es_ES"/>');
    expect(es).toContain('<meta property="og:locale:alternate" content="en_US"/>');
  });

  it('shows a language switch on both pages: native names, lang, hreflang, the current page marked', async () => {
    const site = await renderSite(spanishSite(), sharedOrigin);
    const en = page(site, 'index.html');
    const es = page(site, 'es/index.html');
    expect(en).toContain(
      '<nav class="sw-lang" aria-label="Language"><ul class="sw-lang__list">' +
        '<li><a class="sw-lang__link" href="/rosa/" lang="en" hrefLang="en" aria-current="page">English</a></li>' +
        '<li><a class="sw-lang__link" href="/rosa/es/" lang="es" hrefLang="es">Español</a></li></ul></nav>',
    );
    expect(es).toContain(
      '<nav class="sw-lang" aria-label="Idioma"><ul class="sw-lang__list">' +
        '<li><a class="sw-lang__link" href="/rosa/" lang="en" hrefLang="en">English</a></li>' +
        '<li><a class="sw-lang__link" href="/rosa/es/" lang="es" hrefLang="es" aria-current="page">Español</a></li></ul></nav>',
    );
    // In the header's bar, outside the menu that folds on phones; once per page.
    expect(es.match(/class="sw-lang"/g)).toHaveLength(1);
    const bar = es.slice(es.indexOf('sw-header__bar'), es.indexOf('</header>'));
    expect(bar.indexOf('sw-lang')).toBeLessThan(bar.indexOf('data-sw-menu-toggle'));
    // The logo leads home in the page's language.
    expect(es).toContain('<a class="sw-header__logo" href="/rosa/es/">');
    expect(en).toContain('<a class="sw-header__logo" href="/rosa/">');
  });

  it('shows the switch in the footer on a page without a header', async () => {
    const base = spanishSite();
    const site = await renderSite(
      { ...base, sections: base.sections.filter((s) => s.type !== 'Header') },
      sharedOrigin,
    );
    const es = page(site, 'es/index.html');
    const footer = es.slice(es.indexOf('<footer'), es.indexOf('</footer>'));
    expect(footer).toContain('<nav class="sw-lang" aria-label="Idioma">');
    expect(es.match(/class="sw-lang"/g)).toHaveLength(1);
  });

  it('on a custom domain links root-relative and lists both pages in sitemap.xml with alternates', async () => {
    const site = await renderSite(spanishSite(), ownDomain);
    const es = page(site, 'es/index.html');
    expect(es).toContain('<link rel="canonical" href="https://www.rosabakery.com/es/"/>');
    expect(es).toContain('href="/es/" lang="es" hrefLang="es" aria-current="page">Español</a>');
    expect(es).toContain('href="/" lang="en" hrefLang="en">English</a>');
    const sitemap = fileText(site, 'sitemap.xml');
    expect(sitemap).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(urls.map((u) => u.match(/<loc>([^<]+)<\/loc>/)?.[1])).toEqual([
      'https://www.rosabakery.com/',
      'https://www.rosabakery.com/es/',
    ]);
    for (const url of urls) {
      expect(url.match(/<xhtml:link [^>]+\/>/g)).toEqual([
        '<xhtml:link rel="alternate" hreflang="en" href="https://www.rosabakery.com/"/>',
        '<xhtml:link rel="alternate" hreflang="es" href="https://www.rosabakery.com/es/"/>',
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.rosabakery.com/"/>',
      ]);
      expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00<\/lastmod>/);
    }
    // One language: the sitemap as it always was.
    const one = renderContext(siteWith({}), ownDomain);
    expect(domainSitemapXml(one, new Date('2025-01-31T09:30:00Z'))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.rosabakery.com/</loc><lastmod>2025-01-31T09:30:00+00:00</lastmod></url>\n' +
        '</urlset>\n',
    );
  });
});

describe('the second-language page’s words', () => {
  it('shows each translation written for the present words, and the English words elsewhere', async () => {
    const site = await renderSite(spanishSite(), sharedOrigin);
    const es = page(site, 'es/index.html');
    const en = page(site, 'index.html');
    expect(es).toContain('<title>Panadería Rosa | Austin, TX</title>');
    expect(es).toContain('Bienvenidos a Panadería Rosa');
    expect(es).toContain('>Servicios</a>');
    expect(es).toContain('Nuestros servicios');
    // Untranslated: the English words.
    expect(es).toContain('Consultation');
    // Out of date (written for other words): the English words, never the old translation.
    expect(es).toContain('Good work, done right, every time.');
    expect(es).not.toContain('Buen trabajo');
    // The English page is untouched by the translations.
    expect(en).toContain('<title>Rosa Bakery | Austin, TX</title>');
    expect(en).not.toContain('Bienvenidos');
  });

  it('writes the template’s own words in Spanish: skip link, menu, badge, cookie banner, form', async () => {
    const site = await renderSite(spanishSite(), sharedOrigin);
    const es = page(site, 'es/index.html');
    expect(es).toContain('<a class="sw-skip" href="#main">Ir al contenido</a>');
    expect(es).toContain('aria-label="Menú"');
    expect(es).toContain('aria-label="Principal"');
    expect(es).toContain('>Hecho con Sitewright</a>');
    expect(es).toContain('aria-label="Consentimiento de cookies"');
    // The cookie banner's copy comes from the translated settings; the untranslated reject stays English.
    expect(es).toContain('<p>Este sitio web utiliza cookies</p>');
    expect(es).toContain('data-sw-cookie="accept">Aceptar</button>');
    expect(es).toContain('data-sw-cookie="reject">Reject</button>');
    // The contact form follows its Spanish form language: messages, and untranslated default labels.
    expect(es).toContain('data-sw-msg-email="Introduce una dirección de correo electrónico válida"');
    expect(es).toContain('Correo electrónico');
    expect(es).toContain('>Enviar mensaje</button>');
    expect(es).not.toMatch(/<form[^>]*lang=/); // the page's own language already
    expect(es).toContain('<label for="contact-1-hp">Deja este campo vacío</label>');
  });

  it('writes a Portuguese page’s form in Portuguese though the spec has no Portuguese form language', async () => {
    const site = await renderSite(
      spanishSite({
        code: 'pt',
        translations: {
          'contact-1/form/fields/field-name/title': { source: 'Name', text: 'Nome' },
          'contact-1/form/submitButton/label': { source: 'Send message', text: 'Enviar mensagem' },
        },
      }),
      sharedOrigin,
    );
    const paths = site.files.map((f) => f.path);
    expect(paths).toContain('pt/index.html');
    const pt = page(site, 'pt/index.html');
    expect(pt.startsWith('<!doctype html><html lang="pt">')).toBe(true);
    expect(pt).toContain('data-sw-msg-email="Introduza um endereço de e-mail válido"');
    expect(pt).toContain('data-sw-msg-required="Preencha este campo"');
    // 'Nome' is also Italian's default name label: it is shown as translated, not turned back into 'Name'.
    expect(pt).toMatch(/<label for="contact-1-field-1">Nome/);
    expect(pt).toContain('>Enviar mensagem</button>');
    expect(pt).not.toMatch(/<form[^>]*lang=/);
    expect(pt).toContain('<link rel="alternate" hrefLang="pt" href="http://localhost:3001/rosa/pt/"/>');
    expect(pt).toContain('<meta property="og:locale" content="pt_PT"/>');
  });

  it('never publishes a translated suggestion: suggestions go first, then translations apply', async () => {
    const base = spanishSite();
    const intro = base.sections.find((s) => s.type === 'Introduction')!;
    const draftBody = 'Fresh bread every morning. Family-run since 1962.';
    const mark: Suggestion = {
      id: 'sg-since',
      sectionId: intro.id,
      itemId: null,
      field: 'body',
      text: 'Family-run since 1962.',
      reason: 'credential',
    };
    const doc: Website = {
      ...base,
      sections: base.sections.map((s) => (s.id === intro.id ? { ...s, body: draftBody } : s)),
      suggestions: [mark],
      secondLanguage: {
        code: 'es',
        translations: {
          ...base.secondLanguage!.translations,
          // Translated while the suggestion stood in the draft: its source holds the suggested words.
          'introduction-1/body': {
            source: draftBody,
            text: 'Pan fresco cada mañana. Negocio familiar desde 1962.',
          },
        },
      },
    };
    const site = await renderSite(doc, sharedOrigin);
    const es = page(site, 'es/index.html');
    expect(es).not.toContain('1962');
    expect(es).not.toContain('Negocio familiar');
    // The field falls back to the published English words.
    expect(es).toContain('Fresh bread every morning.');
    expect(page(site, 'index.html')).not.toContain('1962');

    // A translation written for the published words (the suggestion already gone) is shown.
    const published = {
      ...doc,
      secondLanguage: {
        code: 'es' as const,
        translations: {
          ...doc.secondLanguage!.translations,
          'introduction-1/body': { source: 'Fresh bread every morning.', text: 'Pan fresco cada mañana.' },
        },
      },
    };
    const es2 = page(await renderSite(published, sharedOrigin), 'es/index.html');
    expect(es2).toContain('Pan fresco cada mañana.');
    expect(es2).not.toContain('1962');
  });
});

describe('the designer’s preview of the second language', () => {
  it('shows the translations with lang set, and marks the fields still in English', () => {
    const preview = { ...sharedOrigin, mode: 'preview', previewLanguage: 'es' } as const;
    const html = renderPage(spanishSite(), { ...preview, languagePack });
    expect(html.startsWith('<!doctype html><html lang="es">')).toBe(true);
    expect(html).toContain('Bienvenidos a Panadería Rosa');
    expect(attr(html, /<h1[^>]*>/)).not.toContain('data-sw-untranslated');
    expect(html).toMatch(
      /<h3[^>]*data-sw-field="sections\.2\.items\.0\.heading"[^>]*data-sw-untranslated=""[^>]*>Consultation/,
    );
    expect(html).toMatch(/data-sw-field="sections\.4\.primary"[^>]*data-sw-untranslated=""/);
    // The page's own words come with the pack (the skip link in Spanish).
    expect(html).toContain('Ir al contenido');
    // Without the pack (the designer has not loaded it yet) the page stays in the first language.
    expect(renderPage(spanishSite(), preview)).toBe(
      renderPage(spanishSite(), { ...sharedOrigin, mode: 'preview' }),
    );
  });

  it('shows the first language for no code, or a code that is not the site’s second language', () => {
    const english = renderPage(spanishSite(), { ...sharedOrigin, mode: 'preview' });
    expect(english.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(english).toContain('Welcome to Rosa Bakery');
    expect(english).not.toContain('data-sw-untranslated');
    const french = renderPage(spanishSite(), {
      ...sharedOrigin,
      mode: 'preview',
      previewLanguage: 'fr',
      languagePack,
    });
    expect(french).toBe(english);
  });
});
