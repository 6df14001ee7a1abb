import type { Section, Suggestion, Website } from '@sitewright/model';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDesignerBuilt } from '../designer-marketing/designer-build.ts';
import {
  apiCall,
  createWebsite,
  expectNoSeriousAxe,
  type JourneyApi,
  openDesigner,
  signIn,
  startApi,
} from '../support/app-journey.ts';
import { chromiumMissingReason, launchChromium } from '../support/browser.ts';

const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the marked suggestions journey: ${skipReason}`);

const credential = 'Licensed and insured since 2009.';
const price = 'From $95';
const review = 'They fixed our burst pipe at midnight. Best plumber in Austin!';

/** Page object of the Sections panel's suggestion marks. */
class SuggestionsPage {
  constructor(readonly page: Page) {}
  sectionButton(title: string): Locator {
    return this.page.locator('.section-row__name', { hasText: title }).first();
  }
  async open(title: string) {
    await this.sectionButton(title).click();
    await this.form(title).waitFor();
  }
  form(title: string): Locator {
    return this.page.getByRole('form', { name: `Edit ${title}` });
  }
  /** The mark of a suggestion: a group named by its headline ("Suggestion: a price — …"). */
  mark(headline: string): Locator {
    return this.page.getByRole('group', { name: headline });
  }
  confirm(words: string): Locator {
    return this.page.getByRole('button', { name: `Confirm suggestion: ${words}`, exact: true });
  }
  remove(words: string): Locator {
    return this.page.getByRole('button', { name: `Remove suggestion: ${words}`, exact: true });
  }
  async saved() {
    await expect
      .poll(() => this.page.locator('.designer').getAttribute('data-unsaved'), { timeout: 20_000 })
      .toBe('false');
  }
}

describe.skipIf(skipReason !== null)('marked suggestions in the designer', () => {
  let api: JourneyApi;
  let browser: Browser;

  beforeAll(async () => {
    ensureDesignerBuilt();
    api = await startApi({}, { readyTimeoutMs: 240_000 });
    browser = await launchChromium();
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('shows each suggestion marked; Confirm keeps the words, Remove takes them out; the publish dialog lists the rest', async () => {
    const session = await signIn(api, 'suggestions-journey@example.com');
    const id = await createWebsite(api, session, {
      businessName: 'Rivera Plumbing',
      description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
      location: 'Austin, TX',
    });
    // The draft as a generator that marks what the owner has not given would leave it.
    const loaded = await apiCall<{ document: Website; version: number }>(
      api,
      session,
      'GET',
      `/api/websites/${id}`,
    );
    const doc = loaded.document;
    const intro = doc.sections.find((s) => s.type === 'Introduction') as Section & { body: string };
    intro.body = `Leak repairs and drain cleaning across Austin. ${credential}`;
    const services = doc.sections.find((s) => s.type === 'Services') as Section & {
      items: { id: string; pricing: string }[];
    };
    services.items[0]!.pricing = price;
    const reviewItem = {
      id: 'review-suggested',
      paragraph: review,
      authorName: 'Maria G.',
      authorLocation: '',
    };
    let reviews = doc.sections.find((s) => s.type === 'CustomerReviews');
    if (reviews?.type === 'CustomerReviews') reviews.reviews = [reviewItem];
    else {
      reviews = {
        id: 'customer-reviews-9',
        type: 'CustomerReviews',
        heading: 'What our customers say',
        reviews: [reviewItem],
      };
      doc.sections.splice(doc.sections.length - 1, 0, reviews);
    }
    const marks: Suggestion[] = [
      {
        id: 'sg-credential',
        sectionId: intro.id,
        itemId: null,
        field: 'body',
        text: credential,
        reason: 'credential',
      },
      {
        id: 'sg-price',
        sectionId: services.id,
        itemId: services.items[0]!.id,
        field: 'pricing',
        text: price,
        reason: 'price',
      },
      {
        id: 'sg-review',
        sectionId: reviews.id,
        itemId: reviewItem.id,
        field: 'item',
        text: review,
        reason: 'review',
      },
    ];
    await apiCall(api, session, 'PUT', `/api/websites/${id}/draft`, {
      document: { ...doc, suggestions: marks },
      baseVersion: loaded.version,
    });

    const { context, page, errors } = await openDesigner(browser, api, session.refreshToken, id);
    try {
      const ui = new SuggestionsPage(page);
      // At a glance: the list counts the suggestions of each section.
      await expect
        .poll(() => page.locator('.sections-suggestions').textContent())
        .toContain('3 suggestions to check');
      expect(await ui.sectionButton('Introduction').getAttribute('aria-describedby')).toBeTruthy();
      expect(await page.locator('.section-row__suggestions').allTextContents()).toEqual([
        '1 suggestion',
        '1 suggestion',
        '1 suggestion',
      ]);

      await ui.open('Introduction');
      const mark = ui.mark('Suggestion: a licence or certification — confirm it is true or replace it');
      await mark.waitFor();
      expect(await mark.textContent()).toContain(`“${credential}”`);
      await expectNoSeriousAxe(page, 'a suggestion marked in the section form');

      // Confirm: the mark goes, the words stay, the draft is saved without the mark.
      await ui.confirm(credential).click();
      await mark.waitFor({ state: 'detached' });
      expect(await ui.form('Introduction').getByLabel('Body').inputValue()).toContain(credential);
      await ui.saved();
      let saved = await apiCall<{ document: Website }>(api, session, 'GET', `/api/websites/${id}`);
      expect(saved.document.suggestions?.map((s) => s.id)).toEqual(['sg-price', 'sg-review']);

      // Remove: the price leaves the field with its mark.
      await ui.open('Services');
      await ui.remove(price).click();
      await ui
        .mark('Suggestion: a price — confirm it is your price or replace it')
        .waitFor({ state: 'detached' });
      await ui.saved();
      saved = await apiCall<{ document: Website }>(api, session, 'GET', `/api/websites/${id}`);
      const savedServices = saved.document.sections.find((s) => s.id === services.id) as typeof services;
      expect(savedServices.items[0]!.pricing).toBe('');
      expect(saved.document.suggestions?.map((s) => s.id)).toEqual(['sg-review']);

      // The publish dialog names what the page leaves out (opened from the Theme panel here).
      await page
        .getByRole('toolbar', { name: 'Designer mode' })
        .getByRole('button', { name: 'Theme', exact: true })
        .click();
      await page.getByRole('heading', { name: 'Sections', exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      const leftOut = dialog.getByRole('list', { name: 'Suggestions left out of the published page' });
      await leftOut.waitFor();
      expect(await leftOut.getByRole('listitem').allTextContents()).toEqual([
        `Left out until you confirm it: a review — “${review}” in Customer Reviews`,
      ]);
      await expectNoSeriousAxe(page, 'the publish dialog listing a suggestion left out');
      // Review suggestions closes the dialog and opens the Sections panel.
      await dialog.getByRole('button', { name: 'Review suggestions' }).click();
      await page.getByRole('heading', { name: 'Sections', exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
