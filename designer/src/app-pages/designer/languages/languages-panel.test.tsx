import type { Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../ui/toast.tsx';
import { withLanguage, withTranslation } from './language-edits.ts';
import {
  LanguagesPanel,
  PreviewLanguageSwitch,
  publishedAtLine,
  untranslatedLine,
} from './languages-panel.tsx';

const render = (doc: Website, readOnly = false) =>
  renderToStaticMarkup(
    <ToastProvider>
      <LanguagesPanel
        doc={doc}
        edit={() => undefined}
        readOnly={readOnly}
        websiteId="website-1"
        ensureSaved={async () => true}
      />
    </ToastProvider>,
  );

describe('the Languages panel', () => {
  it('without a second language offers the six languages and Add', () => {
    const html = render(createWebsiteFixture());
    expect(html).toContain('Add a language');
    for (const name of ['Spanish', 'French', 'German', 'Portuguese', 'Italian', 'Dutch'])
      expect(html).toContain(`>${name}</option>`);
    expect(html).toContain('>Add</button>');
  });

  it('a viewer without edit control is not offered to add one', () => {
    const html = render(createWebsiteFixture(), true);
    expect(html).toContain('Your website is in English only.');
    expect(html).not.toContain('>Add</button>');
  });

  it('with Spanish: the count, each field with its English words, marked in words when not translated', () => {
    const doc = withLanguage(createWebsiteFixture({ handle: 'rosa-bakery' }), 'es');
    const html = render(doc);
    expect(html).toContain('27 of 35 texts not translated');
    expect(html).toContain('/rosa-bakery/es/');
    expect(html).toContain('Welcome to Rosa Bakery');
    expect(html.match(/>Not translated</g)).toHaveLength(27);
    // The product's own words come translated, in an input of the field's limit with the characters left.
    expect(html).toContain('value="Aceptar"');
    expect(html).toContain('maxLength="28"');
    expect(html).toContain('20 of 28 characters left.');
    expect(html).toContain('lang="es"');
    expect(html).toContain('Remove Spanish');
    // Grouped by section, each under its own heading.
    for (const group of ['Settings', 'Introduction', 'Services', 'Contact', 'Footer'])
      expect(html).toContain(`>${group}</h3>`);
  });

  it('marks a translation whose English words changed as out of date', () => {
    const field = {
      key: 'introduction-1/heading',
      text: 'Welcome to Rosa Bakery',
      maxLength: 150,
      multiline: false,
    };
    const translated = withTranslation(withLanguage(createWebsiteFixture(), 'es'), field, 'Bienvenidos');
    expect(render(translated)).toContain('26 of 35 texts not translated');
    const changed: Website = {
      ...translated,
      sections: translated.sections.map((s) =>
        s.id === 'introduction-1' && s.type === 'Introduction' ? { ...s, heading: 'Fresh bread daily' } : s,
      ),
    };
    const html = render(changed);
    expect(html).toContain('Out of date — the English words changed');
    expect(html).toContain('value="Bienvenidos"');
    // Still right for the new words? One button writes it again for them.
    expect(html).toContain('Keep this translation<span class="visually-hidden"> of Heading</span>');
    expect(html).toContain('27 of 35 texts not translated');
  });

  it('read-only: the translations show, without the remove button', () => {
    const html = render(withLanguage(createWebsiteFixture(), 'it'), true);
    expect(html).toContain('value="Accetta"');
    expect(html).toContain('readOnly=""');
    expect(html).not.toContain('Remove Italian');
  });

  it('says the count and the address in words', () => {
    expect(untranslatedLine(1, 24)).toBe('1 of 24 texts not translated');
    expect(untranslatedLine(0, 24)).toBe('All 24 texts translated');
    expect(publishedAtLine(null, 'nl')).toContain('your address followed by /nl/');
  });

  it('the preview switch names English and the second language, the shown one pressed', () => {
    const html = renderToStaticMarkup(
      <PreviewLanguageSwitch code="fr" value="fr" onChange={() => undefined} />,
    );
    expect(html).toContain('aria-label="Preview language"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>English</);
    expect(html).toMatch(/aria-pressed="true"[^>]*>French</);
  });
});
