import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { cropperZoom, errorMessage, type Website } from '@sitewright/model';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDesignerBuilt, repoRoot } from '../designer-marketing/designer-build.ts';
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
import { type FakePexels, solidPng, startFakePexels } from './fake-pexels.ts';

const artifacts = path.join(repoRoot, 'tests', 'artifacts');
const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the designer editing journey: ${skipReason}`);

/** Page object of the section form: its image, link and choice controls. */
class SectionFormPage {
  constructor(readonly page: Page) {}
  preview() {
    return this.page.frameLocator('iframe[title="Website preview"]');
  }
  async open(title: string) {
    await this.page.locator('.section-row__name', { hasText: title }).first().click();
    await this.page.getByRole('form', { name: `Edit ${title}` }).waitFor();
  }
  form(title: string): Locator {
    return this.page.getByRole('form', { name: `Edit ${title}` });
  }
  /** The image control whose legend is `label` ("Image", "Image 1" …). */
  image(title: string, label: string): Locator {
    return this.form(title).locator(`[data-image-field="${label.toLowerCase().replace(/\s+/g, '-')}"]`);
  }
  group(title: string, name: string): Locator {
    return this.form(title).getByRole('group', { name, exact: true });
  }
  dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  async saved() {
    await expect
      .poll(() => this.page.locator('.designer').getAttribute('data-unsaved'), { timeout: 20_000 })
      .toBe('false');
  }
}

describe.skipIf(skipReason !== null)('editing images, links and layouts in the designer', () => {
  let api: JourneyApi;
  let browser: Browser;
  let pexels: FakePexels;
  const pexelsKey = 'pexels-journey-key';

  beforeAll(async () => {
    ensureDesignerBuilt();
    pexels = await startFakePexels(pexelsKey);
    const env = { PEXELS_API_KEY: pexelsKey, PEXELS_API_URL: pexels.apiBase };
    // Two cores shared by many suites: the api may need more than the default minute to be ready.
    api = await startApi(env, { readyTimeoutMs: 240_000 });
    browser = await launchChromium();
    await mkdir(artifacts, { recursive: true });
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await pexels?.close();
  });

  it('swaps images by search and upload, crops, edits a link and a layout; preview and draft follow', async () => {
    const session = await signIn(api, 'editor-journey@example.com');
    const id = await createWebsite(api, session, {
      businessName: 'Crumb & Co Bakery',
      description: 'Sourdough, croissants and celebration cakes baked every morning.',
      location: 'Portland, OR',
    });
    const { context, page, errors } = await openDesigner(browser, api, session.refreshToken, id);
    const form = new SectionFormPage(page);

    // 1. Search: the Introduction image from the (local) Pexels API.
    await form.open('Introduction');
    const intro = form.image('Introduction', 'Image');
    await intro.getByRole('button', { name: 'Search Image' }).click();
    const dialog = form.dialog();
    await dialog.getByRole('heading', { name: 'Choose image' }).waitFor();
    await dialog.getByLabel('Search images').fill('sourdough bread');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => pexels.queries.includes('sourdough bread'), { timeout: 10_000 }).toBe(true);
    const choices = dialog.getByRole('button', { name: /^Choose image \d+:/ });
    await expect.poll(() => choices.count(), { timeout: 10_000 }).toBe(4);
    // Every thumbnail has loaded before the screenshot and the axe check.
    await expect
      .poll(() =>
        dialog
          .locator('.image-picker__choice img')
          .evaluateAll((imgs) =>
            imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    await expectNoSeriousAxe(page, 'image search modal');
    await page.screenshot({ path: path.join(artifacts, 'designer-image-modal.png') });
    await dialog.getByRole('button', { name: /^Choose image 2:/ }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const introImage = form
      .preview()
      .locator('.sw-introduction__backdrop img, .sw-introduction__media img')
      .first();
    await expect.poll(() => introImage.getAttribute('src'), { timeout: 5_000 }).toBe(pexels.regularUrl(2));
    await expect
      .poll(() => intro.getByLabel('Alt text (Image)').inputValue())
      .toBe('Fresh loaves on a wooden shelf, photo 2');

    // 2. Crop: zoom 1 → 2 (End) → 1.5 (five PageDown steps of a tenth of the range).
    const zoom = intro.getByLabel('Zoom', { exact: true });
    expect(await zoom.getAttribute('min')).toBe(String(cropperZoom.min)); // spec §9 cropper zoom 1–2
    expect(await zoom.getAttribute('max')).toBe(String(cropperZoom.max));
    await zoom.focus();
    await page.keyboard.press('End');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('PageDown');
    await expect.poll(() => zoom.inputValue()).toBe('1.5');
    await expect.poll(() => introImage.getAttribute('style')).toContain('scale(1.5)');

    // 3. A link: the first Introduction button becomes a phone number; a bad e-mail shows §5's message.
    const button = form.group('Introduction', 'Button 1');
    await button.getByLabel('Link type').selectOption({ label: 'Phone' });
    await button.getByLabel('Phone number').fill('+1 503 555 0142');
    await button.getByLabel('Label', { exact: true }).fill('Call the bakery');
    await expect
      .poll(() => form.preview().getByRole('link', { name: 'Call the bakery' }).getAttribute('href'))
      .toMatch(/^tel:\+?1?5035550142$/);
    const second = form.group('Introduction', 'Button 2');
    await second.getByLabel('Link type').selectOption({ label: 'Email' });
    await second.getByLabel('Email address').fill('not-an-address');
    await second.getByText('Please enter a valid email address').waitFor();
    await second.getByLabel('Email address').fill('hello@crumb.example');
    await expect(second.getByText('Please enter a valid email address').count()).resolves.toBe(0);

    // 4. Upload: a real PNG into the first gallery image; then a wrong type shows §8's message.
    await form.open('Gallery');
    const galleryImage = form.image('Gallery', 'Image 1');
    await galleryImage.locator('input[type=file]').setInputFiles({
      name: 'counter.png',
      mimeType: 'image/png',
      buffer: solidPng(400, 300, [120, 80, 40]),
    });
    const firstSlide = form.preview().locator('.sw-gallery__item img').first();
    await expect.poll(() => firstSlide.getAttribute('src'), { timeout: 15_000 }).toContain('/api/uploads/');
    await galleryImage.locator('input[type=file]').setInputFiles({
      name: 'menu.png', // the name lies; the api reads the bytes
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4 not a picture at all'),
    });
    await expect
      .poll(() => galleryImage.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain(errorMessage('upload-invalid-file-type')); // spec §8 "invalid file type" (+ the allowed types)
    expect(await firstSlide.getAttribute('src')).toContain('/api/uploads/');

    // 5. A layout choice: the gallery becomes a carousel.
    await form.form('Gallery').getByLabel('Layout', { exact: true }).selectOption('Carousel');
    await expect.poll(() => form.preview().locator('[data-sw-slide]').count()).toBeGreaterThan(0);

    // The saved draft holds every change.
    await form.saved();
    const { document } = await apiCall<{ document: Website }>(api, session, 'GET', `/api/websites/${id}`);
    const introduction = document.sections.find((s) => s.type === 'Introduction');
    const gallery = document.sections.find((s) => s.type === 'Gallery');
    if (introduction?.type !== 'Introduction' || gallery?.type !== 'Gallery')
      throw new Error('sections missing');
    expect(introduction.image).toMatchObject({ provider: 'Pexels', effects: { zoom: 1.5 } });
    expect(introduction.image?.urls.find((u) => u.type === 'regular')?.url).toBe(pexels.regularUrl(2));
    expect(introduction.buttons[0]).toMatchObject({
      type: 'Phone',
      phone: '+1 503 555 0142',
      label: 'Call the bakery',
    });
    expect(introduction.buttons[1]).toMatchObject({ type: 'Email', email: 'hello@crumb.example' });
    expect(gallery.layout).toBe('Carousel');
    expect(gallery.items[0]?.image).toMatchObject({ provider: 'Custom' });
    expect(gallery.items[0]?.image.urls[0]?.url).toContain('/api/uploads/');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
