import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDesignerBuilt } from '../designer-marketing/designer-build.ts';
import { type JourneyApi, startApi } from '../support/app-journey.ts';
import { chromiumMissingReason, launchChromium, viewports } from '../support/browser.ts';
import { type FakeGoTrue, startFakeGoTrue } from '../support/fake-gotrue.ts';

const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the Supabase Auth journey: ${skipReason}`);

// With SUPABASE_URL pointing at the GoTrue stand-in, the designer signs in through supabase-js;
// the api verifies Supabase's tokens. Then the product works as ever: onboarding, the designer,
// publishing, the site served.
describe.skipIf(skipReason !== null)('Supabase Auth in Chromium', () => {
  let gotrue: FakeGoTrue;
  let api: JourneyApi;
  let browser: Browser;

  beforeAll(async () => {
    ensureDesignerBuilt();
    gotrue = await startFakeGoTrue();
    [api, browser] = await Promise.all([
      startApi({
        SUPABASE_URL: gotrue.url,
        SUPABASE_ANON_KEY: gotrue.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: gotrue.serviceRoleKey,
      }),
      launchChromium(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await gotrue?.stop();
  });

  it('signs in with a code through supabase-js, onboards, edits, publishes, and the site is served', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const registrations: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/login/register')) registrations.push(response.status());
    });

    await page.goto(
      `${api.base}/login?next=${encodeURIComponent('/onboarding?industry=heating-and-cooling')}`,
    );
    const email = `supabase-owner-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('Code').waitFor();
    // The code came from Supabase Auth (the stand-in's outbox), not from our api's mailer.
    const sent = gotrue.outbox.find((mail) => mail.email === email);
    expect(sent?.code).toMatch(/^\d{6}$/);
    expect(gotrue.requests).toContainEqual({ method: 'POST', path: '/auth/v1/otp' });
    await page.getByLabel('Code').fill(sent!.code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid code. Please check the code and try again.').waitFor();
    await page.getByLabel('Code').fill(sent!.code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL(/\/onboarding/);
    await page.getByLabel('What does your business do?').waitFor();
    await page.getByText(`Signed in as ${email}`).waitFor();
    // spec §4: the first sign-in calls registration, answered 201 — with the Supabase token.
    await expect.poll(() => registrations).toEqual([201]);
    // supabase-js keeps the session under its own key.
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-')));
    expect(kept).toHaveLength(1);

    await page.getByLabel('Location').fill('Riverside, CA');
    await page
      .getByLabel('What does your business do?')
      .fill('Family-run plumbing in Riverside: leak repair, water heaters and drain cleaning.');
    await page.getByLabel('Business name').fill('Supabase Plumbing');
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create my website' }).click();
    await page.waitForURL(/\/designer\/[^/?#]+/, { timeout: 120_000 });
    const preview = page.frameLocator('iframe[title="Website preview"]');
    await preview.getByText('Supabase Plumbing').first().waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
    const handle = `supabase${Date.now().toString(36)}`;
    await page.getByLabel('Web address').fill(handle);
    await page.getByText('Web address available').waitFor({ timeout: 10_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Website Published').first().waitFor({ timeout: 60_000 });
    const liveUrl = await page
      .getByRole('dialog')
      .getByRole('link', { name: 'View site' })
      .getAttribute('href');
    expect(new URL(liveUrl!).pathname).toMatch(new RegExp(`^/${handle}/?$`));
    const visitor = await browser.newPage();
    const served = await visitor.goto(liveUrl!);
    expect(served?.status()).toBe(200);
    expect(await visitor.content()).toContain('Supabase Plumbing');
    await visitor.close();

    // Every product call carried a Supabase token, which Supabase Auth confirmed for the api.
    expect(gotrue.requests.some((r) => r.path === '/auth/v1/user')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
