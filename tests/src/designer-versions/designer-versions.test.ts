import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  journeyArtifacts as artifacts,
  type BrowserJourney,
  createWebsite,
  expectNoSeriousAxe,
  type JourneyApi,
  type JourneySession,
  openDesigner,
  publishThroughApi,
  signIn,
  startBrowserJourney,
} from '../support/app-journey.ts';
import { chromiumMissingReason } from '../support/browser.ts';

const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the version history journey: ${skipReason}`);

/** The draft's business name changed through the api (a save, as the designer's autosave makes it). */
async function renameDraft(api: JourneyApi, session: JourneySession, websiteId: string, name: string) {
  const loaded = await apiCall<{ document: { websiteSettings: { businessName: string } }; version: number }>(
    api,
    session,
    'GET',
    `/api/websites/${websiteId}`,
  );
  loaded.document.websiteSettings.businessName = name;
  await apiCall(api, session, 'PUT', `/api/websites/${websiteId}/draft`, {
    document: loaded.document,
    baseVersion: loaded.version,
  });
}

/** `openDesigner`, saying what the page showed and logged when it never gets ready. */
async function openDesignerExplained(journey: BrowserJourney, session: JourneySession, websiteId: string) {
  const logged: string[] = [];
  const listen = (page: import('playwright-core').Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
  };
  journey.browser.on('disconnected', () => logged.push('browser disconnected'));
  try {
    return await openDesigner(journey.browser, journey.api, session.refreshToken, websiteId);
  } catch (error) {
    const pages = journey.browser.contexts().flatMap((context) => context.pages());
    for (const page of pages) listen(page);
    const shown = await Promise.all(
      pages.map((page) =>
        page
          .locator('body')
          .textContent()
          .catch(() => ''),
      ),
    );
    throw new Error(
      `${(error as Error).message}\npage: ${shown.join('\n---\n').slice(0, 1500)}\nconsole: ${logged.join('\n')}`,
    );
  }
}

/** The live page's HTML as a visitor gets it now. */
async function visitorSees(liveUrl: string): Promise<string> {
  return (await fetch(liveUrl, { cache: 'no-store' })).text();
}

describe.skipIf(skipReason !== null)('version history in Chromium', () => {
  let journey: BrowserJourney;

  beforeAll(async () => {
    journey = await startBrowserJourney({ readyTimeoutMs: 180_000 });
  }, 300_000);
  afterAll(() => journey?.stop());

  it('restore an older version → visitors see it at once; a later publish supersedes it; copy a version into the draft and undo it', async () => {
    const { api, browser } = journey;
    const email = `versions-${Date.now()}@example.com`;
    const session = await signIn(api, email);
    const websiteId = await createWebsite(api, session, {
      businessName: 'Juniper Pottery One',
      description: 'Hand-thrown stoneware, pottery classes and commissions in a small riverside studio.',
      location: 'Asheville, NC',
    });
    const handle = `juniper-${Date.now() % 100000}`;
    const liveUrl = await publishThroughApi(api, session, websiteId, handle);
    await renameDraft(api, session, websiteId, 'Juniper Pottery Two');
    await publishThroughApi(api, session, websiteId, handle);
    expect(await visitorSees(liveUrl)).toContain('Juniper Pottery Two');

    const { context, page, errors } = await openDesignerExplained(journey, session, websiteId);
    await page.getByRole('button', { name: 'Versions' }).click();
    const panel = page.getByRole('dialog', { name: 'Version history' });
    const rows = panel.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.nth(0).getByText('Live', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(rows.nth(0).getByText(`Published by ${email}`).isVisible()).resolves.toBe(true);
    await expectNoSeriousAxe(page, 'version history');
    await page.screenshot({ path: path.join(artifacts, 'designer-versions-history.png') });

    // "Restore this version" on the first publish, confirmed.
    await rows.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    const restoredAt = Date.now();
    await page.getByText('Version restored: visitors see it now').waitFor({ timeout: 30_000 });
    const restoreMs = Date.now() - restoredAt;
    const seen = await visitorSees(liveUrl);
    expect(seen).toContain('Juniper Pottery One');
    expect(seen).not.toContain('Juniper Pottery Two');
    console.log(`version history: restored and served ${restoreMs} ms after the click`);
    // The list now marks the first publish live (newest first: it is the second row).
    await expect
      .poll(() => rows.nth(1).getByText('Live', { exact: true }).count(), { timeout: 10_000 })
      .toBe(1);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(liveUrl);
    await visitorPage.getByText('Juniper Pottery One').first().waitFor();
    await visitorPage.screenshot({ path: path.join(artifacts, 'designer-versions-restored-site.png') });

    // A later publish (of the draft, 'Two', from another window) supersedes the restore; the open list follows it live.
    await publishThroughApi(api, session, websiteId, handle);
    expect(await visitorSees(liveUrl)).toContain('Juniper Pottery Two');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => rows.nth(0).getByText('Live', { exact: true }).count()).toBe(1);
    await visitorPage.reload();
    await visitorPage.getByText('Juniper Pottery Two').first().waitFor();
    await visitor.close();

    // "Copy into draft" from the first publish: one edit, saved as a new draft version; Undo takes it back.
    const draftName = async () =>
      (
        await apiCall<{ document: { websiteSettings: { businessName: string } } }>(
          api,
          session,
          'GET',
          `/api/websites/${websiteId}`,
        )
      ).document.websiteSettings.businessName;
    await rows.nth(2).getByRole('button', { name: 'Copy into draft' }).click();
    await page
      .getByRole('dialog', { name: 'Copy this version into your draft?' })
      .getByRole('button', { name: 'Copy into draft' })
      .click();
    await page.getByText('Version copied into your draft (Undo takes it back)').waitFor({ timeout: 15_000 });
    await expect.poll(draftName, { timeout: 15_000 }).toBe('Juniper Pottery One');
    // What visitors see does not change until a publish.
    expect(await visitorSees(liveUrl)).toContain('Juniper Pottery Two');
    await page.screenshot({ path: path.join(artifacts, 'designer-versions-copied.png') });
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(draftName, { timeout: 15_000 }).toBe('Juniper Pottery Two');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('Settings: "Download your website" saves the live site as a zip', async () => {
    const { api } = journey;
    const session = await signIn(api, `files-${Date.now()}@example.com`);
    const websiteId = await createWebsite(api, session, {
      businessName: 'Fern Bicycle Repair',
      description: 'Bike servicing, wheel building and repairs while you wait.',
      location: 'Eugene, OR',
    });
    const handle = `fern-${Date.now() % 100000}`;
    await publishThroughApi(api, session, websiteId, handle);
    const { context, page } = await openDesignerExplained(journey, session, websiteId);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const files = page.getByRole('region', { name: 'Your site as files' });
    await files.scrollIntoViewIfNeeded();
    const [site] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'Download your website' }).click(),
    ]);
    expect(site.suggestedFilename()).toBe(`${handle}-website.zip`);
    const [data] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(data.suggestedFilename()).toBe(`${handle}-data.zip`);
    await page.screenshot({ path: path.join(artifacts, 'designer-versions-files.png') });
    await context.close();
  }, 120_000);
});
