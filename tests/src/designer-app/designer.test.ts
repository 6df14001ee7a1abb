import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserJourney,
  type JourneyApi,
  journeyArtifacts,
  keepSession,
  openDesigner,
  signIn,
  startBrowserJourney,
} from '../support/app-journey.ts';
import { chromiumMissingReason, runAxe, seriousViolations, viewports } from '../support/browser.ts';

const artifacts = journeyArtifacts;
const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the designer browser journey: ${skipReason}`);

/** Page object of the designer's panels. */
class DesignerPage {
  constructor(readonly page: Page) {}
  mode(name: 'Preview' | 'Sections' | 'Settings' | 'Theme') {
    return this.page
      .getByRole('toolbar', { name: 'Designer mode' })
      .getByRole('button', { name, exact: true })
      .click();
  }
  preview() {
    return this.page.frameLocator('iframe[title="Website preview"]');
  }
  async sectionOrder(): Promise<string[]> {
    return this.page
      .locator('.section-list > li')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-section-id') ?? ''));
  }
  async savedToast() {
    await this.page.getByText('Draft Saved').first().waitFor({ timeout: 20_000 });
  }
}

describe.skipIf(skipReason !== null)('the designer in Chromium', () => {
  let api: JourneyApi;
  let browser: Browser;
  let journey: BrowserJourney | undefined;

  beforeAll(async () => {
    journey = await startBrowserJourney();
    ({ api, browser } = journey);
  }, 240_000);
  afterAll(async () => {
    await journey?.stop();
  });

  it('edits, reorders, themes, autosaves and publishes a website that opens on its own origin', async () => {
    const { accessToken, refreshToken } = await signIn(api, 'owner@example.com');
    const created = await fetch(`${api.base}/api/websites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        businessName: 'Riverside Bakery',
        description: 'Sourdough and pastries baked daily.',
        location: 'Austin, TX',
      }),
    });
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    const { id } = (await created.json()) as { id: string };

    const { context, page, errors } = await openDesigner(browser, api, refreshToken, id);
    const designer = new DesignerPage(page);

    // Edit the introduction's heading: the preview shows it.
    const heading = 'Fresh bread every morning';
    await page.locator('.section-row__name', { hasText: 'Introduction' }).click();
    const field = page.getByLabel('Heading', { exact: true });
    expect(await field.getAttribute('maxlength')).toBe('150'); // spec §9 intro heading
    await field.fill(heading);
    await expect
      .poll(() => designer.preview().locator('h1').first().textContent(), { timeout: 5_000 })
      .toBe(heading);

    // Reorder two sections with the buttons, then with the keyboard.
    const before = await designer.sectionOrder();
    const second = before[2]!;
    await page
      .getByRole('button', { name: /^Move .* up$/ })
      .nth(1)
      .click();
    const after = await designer.sectionOrder();
    expect(after.indexOf(second)).toBe(1);
    await page.locator(`[data-section-id="${second}"] .section-row__name`).press('Alt+ArrowDown');
    expect(await designer.sectionOrder()).toEqual(before);
    await page
      .getByRole('button', { name: /^Move .* up$/ })
      .nth(1)
      .click();

    // And by dragging: the moved section back below its neighbour, then back again.
    const [, a, b] = await designer.sectionOrder();
    await page.locator(`[data-section-id="${a}"]`).dragTo(page.locator(`[data-section-id="${b}"]`));
    expect((await designer.sectionOrder()).slice(1, 3)).toEqual([b, a]);
    await page.locator(`[data-section-id="${a}"]`).dragTo(page.locator(`[data-section-id="${b}"]`));
    expect((await designer.sectionOrder()).slice(1, 3)).toEqual([a, b]);

    // Theme colour.
    await designer.mode('Theme');
    await page.getByLabel('Background colour', { exact: true }).fill('#fdf2e9');
    await expect
      .poll(() =>
        designer
          .preview()
          .locator('body')
          .evaluate((b) => getComputedStyle(b).backgroundColor),
      )
      .toBe('rgb(253, 242, 233)');

    // The preview records each update (edit dispatched → iframe DOM patched); `npm run bench --
    // designer` reports their median against the 16 ms target, this journey that they are recorded.
    await designer.mode('Sections');
    await page.locator('.section-row__name', { hasText: 'Introduction' }).click();
    for (let i = 0; i < 15; i += 1) await page.getByLabel('Heading', { exact: true }).fill(`${heading} ${i}`);
    await page.getByLabel('Heading', { exact: true }).fill(heading);
    const samples = await page.evaluate(
      () =>
        (window as unknown as { sitewrightPreviewTimings?: { samples: number[] } }).sitewrightPreviewTimings
          ?.samples ?? [],
    );
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log(`preview update: median ${median.toFixed(1)} ms over ${samples.length} edits`);
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.every((ms) => ms >= 0 && Number.isFinite(ms))).toBe(true);

    // Undo and redo (Ctrl+Z / Ctrl+Shift+Z and the buttons); typing within a second is one step.
    const h1 = () => designer.preview().locator('h1').first().textContent();
    await page.waitForTimeout(1100);
    await page.getByLabel('Heading', { exact: true }).fill(`${heading}!`);
    await page.keyboard.press('Control+z');
    await expect.poll(h1).toBe(heading);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(h1).toBe(`${heading}!`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(h1).toBe(heading);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(h1).toBe(`${heading}!`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(h1).toBe(heading);

    await designer.savedToast();
    await expect
      .poll(() => page.locator('.designer').getAttribute('data-unsaved'), { timeout: 20_000 })
      .toBe('false');

    // axe on the designer, and the screenshots.
    expect(seriousViolations(await runAxe(page, { exclude: [['iframe']] }))).toEqual([]);
    await page.screenshot({ path: path.join(artifacts, 'designer-desktop.png') });

    // Publish to a handle: debounced availability check, then the live site on its own origin.
    await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
    await page.getByLabel('Web address').fill('Riverside Bakery!');
    expect(await page.getByLabel('Web address').inputValue()).toBe('riversidebakery');
    await page.getByText('Web address available').waitFor({ timeout: 10_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Website Published').first().waitFor({ timeout: 60_000 });
    const liveUrl = await page
      .getByRole('dialog')
      .getByRole('link', { name: 'View site' })
      .getAttribute('href');
    // Spec: the published site lives on its own origin (SITES_PORT), under its handle.
    expect(new URL(liveUrl!).port).toBe(new URL(api.sites).port);
    expect(new URL(liveUrl!).pathname).toMatch(/^\/riversidebakery\/?$/);
    const visitor = await browser.newPage();
    await visitor.goto(liveUrl!);
    expect(await visitor.locator('h1').first().textContent()).toBe(heading);
    await visitor.close();
    expect(errors).toEqual([]);

    // Mobile: the notice, view-only.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await page.setViewportSize(viewports.mobile);
    await page.getByText('Editing needs a larger screen').waitFor();
    expect(await page.locator('.section-list').count()).toBe(0);
    expect(seriousViolations(await runAxe(page, { exclude: [['iframe']] }))).toEqual([]);
    await page.screenshot({ path: path.join(artifacts, 'designer-mobile.png') });
    await context.close();
  }, 180_000);

  it('offers a reload when the draft changed elsewhere (409), and warns before leaving unsaved', async () => {
    const { accessToken, refreshToken } = await signIn(api, 'busy@example.com');
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
    const created = await fetch(`${api.base}/api/websites`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        businessName: 'Busy Plumbing',
        description:
          'Emergency plumbing, leak repairs and water heater installs across the city, seven days a week.',
        location: 'Austin, TX',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const context = await browser.newContext({ viewport: viewports.desktop });
    await keepSession(context, refreshToken);
    const page = await context.newPage();
    await page.goto(`${api.base}/designer/${id}`);
    await page
      .locator('[data-loading-status="Ready"]')
      .waitFor({ timeout: 30_000 })
      .catch(async (e) => {
        const direct = await fetch(`${api.base}/api/websites/${id}`, { headers: auth }).then((r) => r.status);
        throw new Error(`${e}\n${await page.locator('main').textContent()}\n${page.url()} direct ${direct}`);
      });

    // Another tab saves first: the designer's base version is now stale.
    const loaded = (await fetch(`${api.base}/api/websites/${id}`, { headers: auth }).then((r) =>
      r.json(),
    )) as {
      document: { websiteSettings: Record<string, unknown> };
      version: number;
    };
    loaded.document.websiteSettings.pageTitle = 'Saved elsewhere';
    const put = await fetch(`${api.base}/api/websites/${id}/draft`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ document: loaded.document, baseVersion: loaded.version }),
    });
    expect(put.status).toBe(200);

    await new DesignerPage(page).mode('Settings');
    await page.getByLabel('Page title').fill('Edited here');
    const stale = page.getByRole('dialog', { name: 'This draft changed elsewhere' });
    await stale.waitFor({ timeout: 20_000 });

    // Leaving with unsaved changes asks first (spec §2); dismissing stays in the designer.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/pricing';
      link.textContent = 'away';
      document.body.append(link);
      link.click();
    });
    expect(asked).toEqual(['You have unsaved changes. Leave the designer and lose them?']);
    expect(new URL(page.url()).pathname).toBe(`/designer/${id}`);

    await stale.getByRole('button', { name: 'Reload the latest version' }).click();
    await page.locator('[data-loading-status="Ready"]').waitFor();
    await new DesignerPage(page).mode('Settings');
    expect(await page.getByLabel('Page title').inputValue()).toBe('Saved elsewhere');
    await context.close();
  }, 90_000);

  it('shows the no-websites view to a user without websites', async () => {
    const { refreshToken } = await signIn(api, 'newcomer@example.com');
    const context = await browser.newContext({ viewport: viewports.desktop });
    await keepSession(context, refreshToken);
    const page = await context.newPage();
    await page.goto(`${api.base}/designer`);
    await page.getByRole('heading', { name: 'No websites yet' }).waitFor({ timeout: 30_000 });
    await context.close();
  }, 60_000);
});
