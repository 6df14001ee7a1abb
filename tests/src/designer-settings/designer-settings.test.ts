import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDesignerBuilt, repoRoot } from '../designer-marketing/designer-build.ts';
import {
  apiCall,
  createWebsite,
  expectNoSeriousAxe,
  type JourneyApi,
  type JourneySession,
  keepSession,
  signIn,
  startApi,
} from '../support/app-journey.ts';
import { blankPng, chromiumMissingReason, launchChromium, viewports } from '../support/browser.ts';
import { SettingsPanelPage } from './settings-page.ts';

const artifacts = path.join(repoRoot, 'tests', 'artifacts');
const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the designer settings journeys: ${skipReason}`);

/** A PNG header claiming `width` × `height`: enough for the model's size check (spec §5 icon ≤ 512 px). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

/**
 * `signIn`, tried twice: under load the api may close the kept-alive connection of the readiness
 * probe just as the sign-in request reuses it ("other side closed").
 */
async function signInRetrying(api: JourneyApi, email: string): Promise<JourneySession> {
  return signIn(api, email).catch(() => signIn(api, email));
}

/** What a visitor reads at a published address: status and text. */
async function visit(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

/** Polls a published address until it says 'No website at this link' (spec §2, §4). */
async function expectGone(url: string): Promise<void> {
  await expect
    .poll(async () => (await visit(url)).text.includes('No website at this link'), { timeout: 30_000 })
    .toBe(true);
  expect((await visit(url)).status).toBe(404);
}

describe.skipIf(skipReason !== null)('the designer settings panel in Chromium', () => {
  let api: JourneyApi;
  let browser: Browser;

  beforeAll(async () => {
    ensureDesignerBuilt();
    // One after the other, with a long readiness deadline: on a loaded machine the api's first
    // start (tsx compiling every file, PGlite's first open) can take over a minute.
    api = await startApi({}, { readyTimeoutMs: 180_000 });
    browser = await launchChromium();
    await mkdir(artifacts, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  async function openDesigner(
    session: JourneySession,
    websiteId: string,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await keepSession(context, session.refreshToken);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${api.base}/designer/${websiteId}`);
    await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
    return { context, page, errors };
  }

  it('guides a first visit, renames a published site, takes a visitor message and exports it', async () => {
    const session = await signInRetrying(api, 'settings-owner@example.com');
    const id = await createWebsite(api, session, {
      businessName: 'Harbor Bikes',
      description: 'Bicycle repairs, tune-ups and rentals by the harbour.',
      location: 'Portland, ME',
    });
    const { context, page, errors } = await openDesigner(session, id);
    const settings = new SettingsPanelPage(page);

    // (d) The quick-start guide shows on the first visit, can be dismissed, stays dismissed, reopens.
    const guide = page.getByRole('region', { name: 'Quick start' });
    await guide.waitFor();
    await expectNoSeriousAxe(page, 'designer with the quick-start guide');
    await guide.getByRole('button', { name: 'Hide the guide' }).click();
    await guide.waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
    expect(await guide.count()).toBe(0);
    await page.getByRole('button', { name: 'Guide', exact: true }).click();
    await guide.waitFor();
    await guide.getByRole('button', { name: 'Open Settings' }).click();
    await settings.panel.waitFor();
    await guide.getByRole('button', { name: 'Hide the guide' }).click();

    // The settings panel: every §2 item, axe-clean.
    for (const title of ['Web address', 'Custom domain', 'Browser icon', 'Sharing and editors', 'Contacts'])
      await settings.group(title).waitFor();
    for (const legend of ['Search engines', 'Analytics', 'Cookie banner', 'Custom head code', 'Page'])
      await settings.panel.getByRole('group', { name: legend }).waitFor();
    expect(await settings.publishedState()).toBe('Draft - Not Published');
    await settings.group('Custom domain').getByText('Publish your website first').waitFor();
    await settings.panel.getByText('Only published on a connected custom domain').waitFor();
    await expectNoSeriousAxe(page, 'settings panel');
    await page.screenshot({ path: path.join(artifacts, 'designer-settings-desktop.png') });

    // Spec §5: a GTM ID needs a connected custom domain.
    await settings.panel.getByLabel('Google Analytics ID').fill('GTM-ABC123');
    await settings.panel.getByText('needs a connected custom domain', { exact: false }).first().waitFor();
    await settings.panel.getByLabel('Google Analytics ID').fill('');

    // Browser icon (spec §5, §8): a 600 × 600 icon is refused, a small PNG is kept.
    const iconInput = settings.group('Browser icon').getByLabel('Upload a browser icon');
    await iconInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: pngHeader(600, 600) });
    await settings.group('Browser icon').getByText('Browser icon must be at most 512 x 512 px.').waitFor();
    await page.getByText('Error uploading browser icon.').first().waitFor();
    await iconInput.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: blankPng });
    await settings.group('Browser icon').getByRole('img', { name: 'Current browser icon' }).waitFor();

    // (a) Publish, then change the address: the new one serves, the old one is gone.
    const firstUrl = await settings.publishAt('harbor-bikes', 'Publish');
    expect(new URL(firstUrl).pathname).toMatch(/^\/harbor-bikes\/?$/);
    await settings.closeDialog('Publish your website');
    expect(await settings.publishedState()).toContain('/harbor-bikes');
    await settings.group('Web address').getByRole('button', { name: 'Change address' }).click();
    const publish = settings.dialog('Publish your website');
    await publish.getByLabel('Web address').fill('harbor-bike-shop');
    await publish.getByText('/harbor-bikes stops working', { exact: false }).waitFor();
    await publish.getByText('Web address available').waitFor({ timeout: 15_000 });
    await expectNoSeriousAxe(page, 'publish modal (change of address)');
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    const live = publish.locator('.publish-live a');
    await expect.poll(() => live.getAttribute('href'), { timeout: 60_000 }).toMatch(/\/harbor-bike-shop\/?$/);
    const liveUrl = (await live.getAttribute('href')) ?? '';
    await settings.closeDialog('Publish your website');
    expect(await settings.publishedState()).toContain('/harbor-bike-shop');
    const served = await visit(liveUrl);
    expect(served.status).toBe(200);
    expect(served.text).toContain('Harbor Bikes');
    await expectGone(firstUrl);

    // The custom domain: connect shows the TXT record to add (spec §4 PendingOwnershipVerification).
    const domain = settings.group('Custom domain');
    await domain.getByLabel('Your domain').fill('shop.harbor-bikes.example');
    await domain.getByRole('button', { name: 'Connect domain' }).click();
    await domain.getByText('Waiting for your DNS settings').waitFor();
    expect(await domain.locator('[data-record="TXT"] code').first().textContent()).toBe(
      '_sitewright.shop.harbor-bikes.example',
    );
    await domain.getByText('Connection initiated: Completed').waitFor();
    await expectNoSeriousAxe(page, 'custom domain, pending');
    await domain.screenshot({ path: path.join(artifacts, 'designer-settings-domain-pending.png') });
    await domain.getByRole('button', { name: 'Delete domain' }).click();
    await domain.getByLabel('Your domain').waitFor();

    // (b) A visitor on the sites origin sends the contact form (to its own origin's /_forms, which the
    // sites server forwards to the api).
    const visitorContext = await browser.newContext({ viewport: viewports.mobile });
    const visitor = await visitorContext.newPage();
    await visitor.goto(liveUrl);
    const form = visitor.locator('form[data-sw-form="contact"]');
    await form.scrollIntoViewIfNeeded();
    await form.locator('input[type=text]:not([name=company_website])').first().fill('Robin Visitor');
    await form.locator('input[type=email]').fill('robin@example.com');
    await form.locator('textarea').fill('My gears slip on hills. Can you look at it this week?');
    await form.locator('[type=submit]').click();
    await form.locator('[data-sw-success]').waitFor({ state: 'visible', timeout: 15_000 });
    await visitor.screenshot({ path: path.join(artifacts, 'published-site-contact-sent-mobile.png') });
    await visitorContext.close();

    // The owner downloads the CSV from the export-contacts modal.
    await settings.group('Contacts').getByRole('button', { name: 'Export contacts' }).click();
    const exportDialog = settings.dialog('Export contacts');
    await exportDialog.waitFor();
    await expectNoSeriousAxe(page, 'export contacts modal');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contacts-harbor-bike-shop.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('robin@example.com');
    expect(csv).toContain('My gears slip on hills. Can you look at it this week?');
    await page.getByText('Contacts downloaded').first().waitFor();
    await settings.closeDialog('Export contacts');

    // Sharing and editors opens the share modal.
    await settings
      .group('Sharing and editors')
      .getByRole('button', { name: 'Share and manage editors' })
      .click();
    await page.getByRole('dialog').first().waitFor();
    await expectNoSeriousAxe(page, 'share modal');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });

    // Unpublish (confirmed): the address answers 'No website at this link', the draft stays.
    await settings.group('Web address').getByRole('button', { name: 'Unpublish' }).click();
    const unpublish = settings.dialog('Unpublish this website?');
    await unpublish.waitFor();
    await expectNoSeriousAxe(page, 'unpublish modal');
    await unpublish.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect.poll(() => settings.publishedState(), { timeout: 60_000 }).toBe('Draft - Not Published');
    await expectGone(liveUrl);

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('deletes websites from the modal: the next one opens, then the no-websites view', async () => {
    const session = await signInRetrying(api, 'settings-deleter@example.com');
    const keep = await createWebsite(api, session, {
      businessName: 'Second Street Salon',
      description: 'Haircuts, colour and styling on Second Street.',
      location: 'Portland, ME',
    });
    const doomed = await createWebsite(api, session, {
      businessName: 'Doomed Donuts',
      description: 'Donuts and coffee every morning near the station.',
      location: 'Portland, ME',
    });
    const { requestId } = await apiCall<{ requestId: string }>(
      api,
      session,
      'POST',
      `/api/websites/${doomed}/publish`,
      { handle: 'doomed-donuts' },
    );
    let liveUrl = '';
    await expect
      .poll(
        async () => {
          const state = await apiCall<{ state: string; liveUrl: string | null }>(
            api,
            session,
            'GET',
            `/api/websites/${doomed}/publish/${requestId}`,
          );
          liveUrl = state.liveUrl ?? '';
          return state.state;
        },
        { timeout: 60_000 },
      )
      .toBe('succeeded');
    expect((await visit(liveUrl)).status).toBe(200);

    const { context, page } = await openDesigner(session, doomed);
    const settings = new SettingsPanelPage(page);
    await page
      .getByRole('region', { name: 'Quick start' })
      .getByRole('button', { name: 'Hide the guide' })
      .click();
    await settings.open();
    await settings.group('Delete website').getByRole('button', { name: 'Delete website' }).click();
    const dialog = settings.dialog('Delete this website?');
    await dialog.getByText('/doomed-donuts', { exact: false }).waitFor();
    await expectNoSeriousAxe(page, 'delete website modal');
    await dialog.getByRole('button', { name: 'Delete website' }).click();

    // (c) The designer moves to the next website; the deleted one is gone from the list and offline.
    await page.waitForURL((url) => url.pathname === `/designer/${keep}`, { timeout: 30_000 });
    await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Designer: Second Street Salon' }).waitFor({ state: 'attached' });
    const { websites } = await apiCall<{ websites: { draftId: string }[] }>(
      api,
      session,
      'GET',
      '/api/websites',
    );
    expect(websites.map((w) => w.draftId)).toEqual([keep]);
    await expectGone(liveUrl);

    // Deleting the last website shows the no-websites view.
    await settings.open();
    await settings.group('Delete website').getByRole('button', { name: 'Delete website' }).click();
    await settings.dialog('Delete this website?').getByRole('button', { name: 'Delete website' }).click();
    await page.getByRole('heading', { name: 'No websites yet' }).waitFor({ timeout: 30_000 });
    await context.close();
  }, 180_000);
});
