import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserJourney,
  expectNoSeriousAxe,
  type JourneyApi,
  journeyArtifacts,
  readFromOutbox,
  startBrowserJourney,
} from '../support/app-journey.ts';
import { chromiumMissingReason, viewports } from '../support/browser.ts';

const artifacts = journeyArtifacts;

const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the try-before-signing-up journey: ${skipReason}`);

const preview = (page: Page) => page.frameLocator('iframe[title="Website preview"]');

/** The autosave has written every edit. */
async function saved(page: Page) {
  await expect
    .poll(() => page.locator('.designer').getAttribute('data-unsaved'), { timeout: 20_000 })
    .toBe('false');
}

describe.skipIf(skipReason !== null)('trying before signing up, in Chromium', () => {
  let api: JourneyApi;
  let browser: Browser;
  let journey: BrowserJourney | undefined;

  beforeAll(async () => {
    journey = await startBrowserJourney();
    ({ api, browser } = journey);
  }, 180_000);
  afterAll(async () => {
    await journey?.stop();
  });

  it('a visitor onboards without an account, edits the draft, signs up with a code and keeps it to publish', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const origin = new URL(api.base).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The bearer token the designer sends once signed in (to ask the api for the website list).
    let bearer: string | undefined;
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (authorization?.startsWith('Bearer ')) bearer = authorization;
    });

    // No account: onboarding opens for the visitor, saying an account is needed only to keep it.
    await page.goto(`${api.base}/onboarding?industry=heating-and-cooling`);
    await page
      .getByText('No account needed to try: sign up afterwards to keep your website and publish it.')
      .waitFor();
    expect(page.url()).toMatch(/\/onboarding\?industry=heating-and-cooling$/);
    await page.getByLabel('Location').fill('Riverside, CA');
    await page
      .getByLabel('What does your business do?')
      .fill(
        'Family-run plumbing in Riverside: leak repair, water heaters, drain cleaning and emergency call-outs.',
      );
    await page.getByLabel('Business name').fill('Riverside Plumbing');
    await expectNoSeriousAxe(page, 'onboarding without an account');
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create my website' }).click();

    // The generated site in the designer, before any account exists.
    await page.waitForURL(/\/designer\/[A-Za-z0-9_-]+$/, { timeout: 60_000 });
    const websiteId = new URL(page.url()).pathname.split('/').pop()!;
    await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
    const banner = page.getByRole('note').filter({ hasText: 'Sign up to keep this site and publish it.' });
    await banner.waitFor();
    // The cookie that holds the trial is the api's alone: scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('sitewright_trial');
    const cookies = await context.cookies(`${api.base}/api/trial`);
    expect(cookies.find((c) => c.name === 'sitewright_trial')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    // Edit a text: the introduction's heading.
    const heading = 'Riverside leaks fixed today';
    await page.locator('.section-row__name', { hasText: 'Introduction' }).click();
    await page.getByLabel('Heading', { exact: true }).fill(heading);
    await expect
      .poll(() => preview(page).locator('h1').first().textContent(), { timeout: 5_000 })
      .toBe(heading);
    await saved(page);
    await expectNoSeriousAxe(page, 'trial designer');
    await page.evaluate(() => window.scrollTo(0, 0));
    await banner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifacts, 'designer-trial.png') });

    // The version history needs an account too: a dialog says so, not the api's refusal.
    await page.getByRole('button', { name: 'Versions', exact: true }).first().click();
    const versionsAsk = page.getByRole('dialog', { name: 'Sign up to keep versions of your website' });
    await versionsAsk
      .getByText('The version history keeps what you publish, and needs an account.')
      .waitFor();
    await versionsAsk.getByRole('button', { name: 'Keep editing' }).click();
    await versionsAsk.waitFor({ state: 'hidden' });

    // Publishing needs an account: the designer says so instead of publishing.
    await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
    const ask = page.getByRole('dialog', { name: 'Sign up to publish your website' });
    await ask.waitFor();
    await ask
      .getByText('Publishing puts your website online at its own address, and needs an account.')
      .waitFor();
    await expectNoSeriousAxe(page, 'trial publish asks to sign up');
    await page.screenshot({ path: path.join(artifacts, 'designer-trial-publish-sign-up.png') });
    await ask.getByRole('link', { name: 'Sign up' }).click();

    // Sign up with a one-time code from the outbox; back to the same draft, now the account's.
    await page.waitForURL(/\/login\?next=/);
    await page.screenshot({ path: path.join(artifacts, 'designer-trial-login.png') });
    const email = `trial-owner-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('Code').waitFor();
    const code = (await readFromOutbox(api, email, /^Subject:.*?\b(\d{6})\b/m))[1]!;
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(new RegExp(`/designer/${websiteId}$`), { timeout: 30_000 });
    await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
    expect(await banner.count()).toBe(0);
    await expect.poll(() => preview(page).locator('h1').first().textContent()).toBe(heading);
    expect(
      (await context.cookies(`${api.base}/api/trial`)).find((c) => c.name === 'sitewright_trial'),
    ).toBeUndefined();

    // In the account's website list, and publishable.
    expect(bearer).toBeDefined();
    const list = await fetch(`${api.base}/api/websites`, { headers: { authorization: bearer! } });
    const listed = ((await list.json()) as { websites: { draftId: string }[] }).websites.map(
      (w) => w.draftId,
    );
    expect(listed).toEqual([websiteId]);
    await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Publish your website' });
    await dialog.waitFor();
    const handle = `riverside-${Date.now().toString(36)}`;
    await page.getByLabel('Web address').fill(handle);
    await page.getByText('Web address available').waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Website Published').first().waitFor({ timeout: 60_000 });
    const liveUrl = await dialog.getByRole('link', { name: 'View site' }).getAttribute('href');
    expect(new URL(liveUrl!).pathname).toMatch(new RegExp(`^/${handle}/?$`));
    await page.screenshot({ path: path.join(artifacts, 'designer-trial-claimed-published.png') });
    const live = await fetch(liveUrl!);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(heading);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
