import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
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
if (skipReason) console.warn(`Skipping the sign-in and onboarding browser journey: ${skipReason}`);

describe.skipIf(skipReason !== null)('sign-in and onboarding in Chromium', () => {
  let api: JourneyApi;
  let browser: Browser;
  let context: BrowserContext;
  let journey: BrowserJourney | undefined;

  beforeAll(async () => {
    journey = await startBrowserJourney();
    ({ api, browser } = journey);
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await journey?.stop();
  });

  it('signs up with a one-time code from the outbox, onboards a business without a link, lands in the designer', async () => {
    // 375 px wide: the whole journey must work on a small phone.
    context = await browser.newContext({ viewport: viewports.mobile });
    const origin = new URL(api.base).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const registrations: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/login/register')) registrations.push(response.status());
    });

    // A visitor may try without an account; this one signs in first: to /login and back.
    await page.goto(`${api.base}/onboarding?industry=heating-and-cooling`);
    await page.locator('.signed-in-as').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?next=/);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Sign in to Sitewright']);
    await expectNoSeriousAxe(page, 'login');
    await page.screenshot({ path: path.join(artifacts, 'login-mobile.png'), fullPage: true });

    // spec §5: a malformed address shows 'Invalid email'.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByText('Invalid email').waitFor();

    const email = `owner-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('Code').waitFor();
    const code = (await readFromOutbox(api, email, /^Subject:.*?\b(\d{6})\b/m))[1]!;
    // A wrong code answers InvalidCode (spec §4) without signing in.
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid code. Please check the code and try again.').waitFor();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Back on onboarding, signed in: the about step.
    await page.waitForURL(/\/onboarding/);
    await page.getByLabel('What does your business do?').waitFor();
    expect(await page.locator('h1').allTextContents()).toEqual(['Build your website']);
    // spec §4: the first sign-in calls registration, answered 201 (newly registered).
    await expect.poll(() => registrations).toEqual([201]);
    await page.getByText(`Signed in as ${email}`).waitFor();
    const location = page.getByLabel('Location');
    await location.fill('Riverside, CA');
    await page
      .getByLabel('What does your business do?')
      .fill(
        'Family-run plumbing in Riverside: leak repair, water heaters, drain cleaning and 24-hour emergency call-outs.',
      );
    await page.getByLabel('Business name').fill('Riverside Plumbing');
    // What only the owner knows: a suggested service accepted, one of their own added, the phone.
    const suggested = page.getByRole('button', { name: 'Furnace repair', exact: true });
    await suggested.click();
    await expect.poll(() => suggested.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Add a service').fill('Leak repair');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const own = page.getByRole('button', { name: 'Leak repair', exact: true });
    await expect.poll(() => own.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Phone').fill('(951) 555-0134');
    await expectNoSeriousAxe(page, 'onboarding about step');
    await page.screenshot({ path: path.join(artifacts, 'onboarding-about-mobile.png'), fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('group', { name: 'Choose your fonts' }).waitFor();
    await page.getByRole('radio', { name: /Classic/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Choose your colours' }).waitFor();
    await page.getByRole('radio', { name: /Forest/ }).check();
    await expectNoSeriousAxe(page, 'onboarding colour step');
    await page.getByRole('button', { name: 'Next' }).click();

    // Sections: Header & Footer together and always on; Code Embed hidden (spec §2).
    await page.getByRole('group', { name: 'Choose your sections' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Header & Footer/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Code Embed/ }).count()).toBe(0);
    await expectNoSeriousAxe(page, 'onboarding section step');
    await page.screenshot({ path: path.join(artifacts, 'onboarding-sections-mobile.png'), fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('group', { name: 'Ready to launch' }).waitFor();
    await page.getByText('Riverside Plumbing').waitFor();
    await page.getByRole('button', { name: 'Create my website' }).click();

    // The progress view: without a link, the three stages after the link ones (spec §2, §4).
    const stages = page.locator('.creation__stage');
    await stages.first().waitFor();
    expect(await stages.allTextContents()).toEqual([
      expect.stringContaining('Personalizing'),
      expect.stringContaining('Organizing layouts'),
      expect.stringContaining('Finishing touches'),
    ]);
    await page.screenshot({ path: path.join(artifacts, 'onboarding-progress-mobile.png'), fullPage: true });

    await page.waitForURL(/\/designer\/[^/?#]+/, { timeout: 120_000 });
    expect(page.url()).toMatch(/\/designer\/[A-Za-z0-9_-]+/);
    // The draft lists the owner's services and shows the phone as a number to tap.
    const preview = page.frameLocator('iframe[title="Website preview"]');
    await preview.getByRole('heading', { name: 'Leak repair' }).waitFor();
    await preview.getByRole('heading', { name: 'Furnace repair' }).waitFor();
    expect(await preview.locator('a[href="tel:9515550134"]').count()).toBeGreaterThan(0);
    // Errors of the sign-in and onboarding screens only (the designer has its own suite).
    expect(errors.filter((e) => !/designer/i.test(e))).toEqual([]);
  }, 240_000);
  it('shows Retry and support on a failed creation, then the More information needed modal; link stages with a link', async () => {
    // The signed-in context of the journey above: its refresh token restores the session.
    const page = await context.newPage();
    const answers = [
      { status: 502, code: 'website-creation-failed', message: 'There was a problem creating your website' },
      { status: 422, code: 'more-information-needed', message: 'More information needed' },
    ];
    await page.route(`${api.base}/api/websites`, (route) => {
      const answer = answers.shift() ?? { status: 500, code: 'unknown', message: 'unknown' };
      return route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify({ code: answer.code, message: answer.message }),
      });
    });
    await page.goto(
      `${api.base}/onboarding?link=${encodeURIComponent('https://www.yelp.com/biz/riverside')}&source=Yelp`,
    );
    await page.getByLabel('What does your business do?').waitFor();
    expect(await page.getByLabel(/Your existing page/).inputValue()).toBe(
      'https://www.yelp.com/biz/riverside',
    );
    await page.getByLabel('What does your business do?').fill('Plumbing repairs.');
    await page.getByLabel('Business name').fill('Riverside Plumbing');
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create my website' }).click();

    // spec §2: with a link, all five stages.
    await page.locator('.creation__stage').first().waitFor();
    expect(await page.locator('.creation__stage').count()).toBe(5);
    expect(await page.locator('.creation__stage').first().textContent()).toContain('Checking the link');
    await page.getByText('There was a problem creating your website').waitFor();
    expect(await page.getByRole('link', { name: 'Go to support' }).getAttribute('href')).toBe('/support');
    await expectNoSeriousAxe(page, 'creation failed');
    await page.getByRole('button', { name: 'Retry' }).click();

    const modal = page.getByRole('dialog', { name: 'More information needed' });
    await modal.waitFor();
    await page.screenshot({ path: path.join(artifacts, 'onboarding-more-information-mobile.png') });
    await modal.getByRole('button', { name: 'Add details' }).click();
    await page.getByLabel('What does your business do?').waitFor();
    expect(await page.getByLabel('Business name').inputValue()).toBe('Riverside Plumbing');

    // Signing out revokes the session; onboarding then goes on as for a visitor without an account.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByText('No account needed to try: sign up afterwards to keep your website and publish it.')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sitewright.refreshToken'))).toBeNull();
    await page.close();
  }, 120_000);

  it('shows the §8 messages and the magic-link states on the login screens', async () => {
    const visitor = await browser.newContext({ viewport: viewports.desktop });
    try {
      const page = await visitor.newPage();
      await page.goto(`${api.base}/login`);
      await page.getByRole('button', { name: 'Password' }).click();
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password').fill('a-long-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('User not found.').waitFor();
      await page.screenshot({ path: path.join(artifacts, 'login-password-desktop.png') });

      await page.goto(`${api.base}/login?problem=device-not-supported`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Device not supported');
      await page.getByText('Please open the magic link in the browser you registered with.').waitFor();

      // An unusable sign-in token: the expired-link state with a button to request a new link.
      await page.goto(`${api.base}/auth/complete#token=not-a-real-token`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Email link expired');
      expect(new URL(page.url()).hash).toBe('');
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
      await page.getByRole('button', { name: 'Send me a new link' }).click();
      await page.getByText(/we sent a sign-in link/).waitFor();
      await expectNoSeriousAxe(page, 'email link expired');
    } finally {
      await visitor.close();
    }
  }, 60_000);
});
