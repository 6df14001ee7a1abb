import path from 'node:path';
import { askedTexts, jsonReply } from '@sitewright/generator/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  type BrowserJourney,
  createWebsite,
  expectNoSeriousAxe,
  journeyArtifacts,
  openDesigner,
  signIn,
  startBrowserJourney,
} from '../support/app-journey.ts';
import { chromiumMissingReason, runAxe, seriousViolations } from '../support/browser.ts';
import { openAiJourneySuite, plumberWebsiteWithOpenAi } from '../support/openai-journey.ts';
import { checkHtml, formatVnuMessages, javaMissingReason } from '../support/vnu.ts';
import { LanguagesPage } from './languages-page.ts';

const skipReason = chromiumMissingReason() ?? javaMissingReason(); // both throw under CI=true when missing
if (skipReason) console.warn(`Skipping the languages journey: ${skipReason}`);

type Draft = {
  document: {
    sections: Array<{ id: string; type: string; heading?: string }>;
    secondLanguage?: { code: string; translations: Record<string, { source: string; text: string }> } | null;
  };
};

/** The visitor's view of a published page: its language, first heading, alternates and canonical. */
async function pageFacts(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    h1: document.querySelector('h1')?.textContent ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
  }));
}

describe.skipIf(skipReason !== null)('a second language in Chromium (offline: the owner translates)', () => {
  let journey: BrowserJourney;
  beforeAll(async () => {
    journey = await startBrowserJourney({ readyTimeoutMs: 240_000 });
  }, 360_000);
  afterAll(() => journey?.stop());

  it('adds Spanish, translates the headings, previews and publishes /{handle}/es/ with reciprocal hreflang and a language switch', async () => {
    const { api, browser } = journey;
    const session = await signIn(api, `languages-${Date.now()}@example.com`);
    const websiteId = await createWebsite(api, session, {
      businessName: 'Rivera Plumbing',
      description: 'Leak repairs, drain cleaning and boiler servicing for homes in Leeds.',
      location: 'Leeds, UK',
    });
    const draft = () => apiCall<Draft>(api, session, 'GET', `/api/websites/${websiteId}`);
    const { context, page, errors } = await openDesigner(browser, api, session.refreshToken, websiteId);
    const ui = new LanguagesPage(page);
    try {
      await ui.open();
      await ui.panel().getByText('Add a language').waitFor();
      await expectNoSeriousAxe(page, 'Languages panel, no second language');
      await ui.add('Spanish');

      // Every text listed; the untranslated ones marked in words and counted.
      const first = await ui.count();
      expect(first.total).toBe(await ui.fields().count());
      expect(first.untranslated).toBe(await ui.marks('Not translated').count());
      expect(first.untranslated).toBeGreaterThan(0);
      expect(first.untranslated).toBeLessThan(first.total);
      // Offline, the product's own words are already in Spanish: the cookie banner and the contact form.
      expect(await ui.input('Settings', 'Cookie banner accept button').inputValue()).toBe('Aceptar');
      expect(await ui.input('Settings', 'Cookie banner reject button').inputValue()).toBe('Rechazar');
      expect(await ui.input('Contact', 'Submit button').inputValue()).toBe('Enviar mensaje');
      // Offline there is no AI: the note says so, no button.
      await ui
        .panel()
        .getByText('Connect OpenAI to translate the whole page: enter the other texts yourself.')
        .waitFor();
      expect(await ui.panel().getByRole('button', { name: 'Translate with AI' }).count()).toBe(0);
      await expectNoSeriousAxe(page, 'Languages panel with Spanish');
      await page.screenshot({ path: path.join(journeyArtifacts, 'designer-languages-panel.png') });

      // The owner types the headings' translations: counted, unmarked, saved with the English words they translate.
      const { document } = await draft();
      const intro = document.sections.find((s) => s.type === 'Introduction')!;
      const services = document.sections.find((s) => s.type === 'Services')!;
      const introHeading = 'Fontanería rápida y limpia en Leeds';
      const servicesHeading = 'Nuestros servicios';
      await ui.input('Introduction', 'Heading').fill(introHeading);
      await ui.input('Services', 'Heading').fill(servicesHeading);
      await expect.poll(async () => (await ui.count()).untranslated).toBe(first.untranslated - 2);
      expect(await ui.field('Introduction', 'Heading').getByText('Not translated').count()).toBe(0);
      await ui
        .field('Introduction', 'Heading')
        .getByText(`${150 - introHeading.length} of 150 characters left.`)
        .waitFor();
      await ui.saved();
      const saved = (await draft()).document.secondLanguage!;
      expect(saved.code).toBe('es');
      expect(saved.translations[`${intro.id}/heading`]).toEqual({
        source: intro.heading,
        text: introHeading,
      });
      expect(saved.translations[`${services.id}/heading`]).toEqual({
        source: services.heading,
        text: servicesHeading,
      });

      // The preview in Spanish: the translated words, lang="es", the texts still in English marked; view-only.
      await ui.previewIn('Spanish');
      await expect.poll(() => ui.previewH1()).toBe(introHeading);
      expect(await ui.preview().locator('html').getAttribute('lang')).toBe('es');
      expect(await ui.preview().locator('[data-sw-untranslated]').count()).toBeGreaterThan(0);
      expect(await ui.preview().locator('[contenteditable]').count()).toBe(0);
      await page.screenshot({ path: path.join(journeyArtifacts, 'designer-languages-preview-es.png') });
      await ui.previewIn('English');
      await expect.poll(() => ui.previewH1()).toBe(intro.heading);

      // Publish through the dialog.
      const handle = `rivera-${Date.now() % 100000}`;
      await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
      await page.getByLabel('Web address').fill(handle);
      await page.getByText('Web address available').waitFor({ timeout: 15_000 });
      await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Website Published').first().waitFor({ timeout: 60_000 });
      const liveUrl = await page
        .getByRole('dialog')
        .getByRole('link', { name: 'View site' })
        .getAttribute('href');
      const english = new URL(liveUrl!.endsWith('/') ? liveUrl! : `${liveUrl}/`);
      const spanish = new URL('es/', english);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

      // The visitor's Spanish page, and the language switch to English and back.
      const visitor = await browser.newContext();
      const site = await visitor.newPage();
      await site.goto(spanish.href);
      const es = await pageFacts(site);
      expect(es.lang).toBe('es');
      expect(es.h1).toBe(introHeading);
      expect(await site.getByRole('heading', { name: servicesHeading }).count()).toBe(1);
      expect(es.canonical).toBe(spanish.href);
      expect(es.alternates).toEqual({ en: english.href, es: spanish.href, 'x-default': english.href });
      await expectNoSeriousAxe(site, 'published Spanish page');
      await site.screenshot({
        path: path.join(journeyArtifacts, 'designer-languages-site-es.png'),
        fullPage: true,
      });

      await site.getByRole('link', { name: 'English', exact: true }).first().click();
      await site.waitForURL(english.href);
      const en = await pageFacts(site);
      expect(en.lang).toBe('en');
      expect(en.h1).toBe(intro.heading);
      expect(en.canonical).toBe(english.href);
      // Reciprocal: the English page names the Spanish one, as the Spanish one names it.
      expect(en.alternates).toEqual(es.alternates);
      expect(
        await site.getByRole('link', { name: 'English', exact: true }).first().getAttribute('aria-current'),
      ).toBe('page');
      await expectNoSeriousAxe(site, 'published English page');
      await site.screenshot({
        path: path.join(journeyArtifacts, 'designer-languages-site-en.png'),
        fullPage: true,
      });
      await site.getByRole('link', { name: 'Español', exact: true }).first().click();
      await site.waitForURL(spanish.href);
      expect((await pageFacts(site)).lang).toBe('es');
      await visitor.close();

      // Both pages valid HTML (the W3C Nu checker).
      const pages = new Map([
        [english.href, await (await fetch(english)).text()],
        [spanish.href, await (await fetch(spanish)).text()],
      ]);
      const messages = await checkHtml(pages);
      expect(messages, formatVnuMessages(messages)).toEqual([]);

      // Remove Spanish (confirmed), then Undo brings it back with its translations.
      await ui.panel().getByRole('button', { name: 'Remove Spanish' }).click();
      await page
        .getByRole('dialog', { name: 'Remove Spanish?' })
        .getByRole('button', { name: 'Remove language' })
        .click();
      await ui.panel().getByText('Add a language').waitFor();
      expect(await ui.previewSwitch().count()).toBe(0);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => (await ui.count()).untranslated).toBe(first.untranslated - 2);
      expect(await ui.input('Introduction', 'Heading').inputValue()).toBe(introHeading);

      // Below 768 px the designer is view-only: no Languages panel, the preview's switch stays.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByText('Editing needs a larger screen').waitFor();
      expect(await ui.panel().count()).toBe(0);
      await ui.previewIn('Spanish');
      await expect.poll(() => ui.previewH1()).toBe(introHeading);
      expect(seriousViolations(await runAxe(page, { exclude: [['iframe']] }))).toEqual([]);
      await page.screenshot({ path: path.join(journeyArtifacts, 'designer-languages-mobile.png') });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});

describe.skipIf(skipReason !== null)(
  'a second language with OpenAI (the local OpenAI-protocol server)',
  () => {
    const suite = openAiJourneySuite();

    it('"Translate with AI" fills every untranslated field, within its limit, and the draft saves them', async () => {
      const { api, browser } = suite.journey;
      const { session, websiteId } = await plumberWebsiteWithOpenAi(
        suite,
        `languages-ai-${Date.now()}@example.com`,
      );
      // The model's "French": each text marked, or left as it is where the mark would not fit.
      const fr = (t: { text: string; maxLength: number }) =>
        `FR ${t.text}`.length <= t.maxLength ? `FR ${t.text}` : t.text;
      suite.stub.fallback = (request) =>
        jsonReply(Object.fromEntries(askedTexts(request).map((t) => [t.key, fr(t)])));

      const { context, page, errors } = await openDesigner(browser, api, session.refreshToken, websiteId);
      const ui = new LanguagesPage(page);
      try {
        await ui.open();
        await ui.add('French');
        const before = await ui.count();
        expect(before.untranslated).toBeGreaterThan(0);
        const button = ui.panel().getByRole('button', { name: 'Translate with AI' });
        await button.waitFor();
        expect(await ui.panel().getByText('Connect OpenAI').count()).toBe(0);
        await button.click();
        await ui
          .panel()
          .getByText(`${before.untranslated} texts translated into French.`)
          .waitFor({ timeout: 60_000 });
        await ui.panel().getByText(`All ${before.total} texts translated`).waitFor();
        expect(await ui.marks('Not translated').count()).toBe(0);
        // Only the untranslated fields were asked (the product's own words were already French).
        const asked = suite.stub.requests.flatMap(askedTexts);
        expect(asked).toHaveLength(before.untranslated);
        const heading = await ui.field('Introduction', 'Heading').locator('[lang="en"]').textContent();
        expect(await ui.input('Introduction', 'Heading').inputValue()).toBe(`FR ${heading}`);
        expect(await ui.input('Contact', 'Submit button').inputValue()).toBe('Envoyer');
        await page.screenshot({ path: path.join(journeyArtifacts, 'designer-languages-ai.png') });
        // One edit: saved with the draft, and one Undo takes it back.
        await ui.saved();
        const saved = (await apiCall<Draft>(api, session, 'GET', `/api/websites/${websiteId}`)).document
          .secondLanguage!;
        expect(Object.keys(saved.translations)).toHaveLength(before.total);
        for (const t of asked) expect(saved.translations[t.key]).toEqual({ source: t.text, text: fr(t) });
        await page.getByRole('button', { name: 'Undo' }).click();
        await expect.poll(async () => (await ui.count()).untranslated).toBe(before.untranslated);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 240_000);
  },
);
