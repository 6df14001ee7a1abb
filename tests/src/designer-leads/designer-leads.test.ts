import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  journeyArtifacts as artifacts,
  type BrowserJourney,
  createWebsite,
  expectNoSeriousAxe,
  openDesigner,
  publishThroughApi,
  readFromOutbox,
  signIn,
  startBrowserJourney,
} from '../support/app-journey.ts';
import { chromiumMissingReason, viewports } from '../support/browser.ts';

const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the leads inbox journey: ${skipReason}`);

/** Issue 17 "Done when": the inbox shows a visitor's message this soon after it was sent. */
const liveWithinMs = 2000;

describe.skipIf(skipReason !== null)('the leads inbox in Chromium', () => {
  let journey: BrowserJourney;

  beforeAll(async () => {
    journey = await startBrowserJourney({ readyTimeoutMs: 180_000 });
  }, 300_000);
  afterAll(() => journey?.stop());

  it('a visitor sends the contact form on the published site: the owner is e-mailed and the inbox shows it live within 2 s', async () => {
    const { api, browser } = journey;
    const ownerEmail = `leads-owner-${Date.now()}@example.com`;
    const session = await signIn(api, ownerEmail);
    const websiteId = await createWebsite(api, session, {
      businessName: 'Harbor Leads Bakery',
      description: 'Custom cakes and fresh bread, baked every morning.',
      location: 'Portland, ME',
    });
    const liveUrl = await publishThroughApi(api, session, websiteId, `harbor-leads-${Date.now() % 100000}`);

    // The owner opens the inbox from the designer's toolbar.
    const { context, page, errors } = await openDesigner(browser, api, session.refreshToken, websiteId);
    await page.getByRole('link', { name: 'Leads', exact: true }).click();
    await page.waitForURL(`${api.base}/designer/${websiteId}/leads`);
    await page.locator('[data-leads-status="ready"]').waitFor({ timeout: 30_000 });
    await page.getByText('Nothing yet.', { exact: false }).waitFor();
    // A marker that survives only while the page is not reloaded: the message must arrive live.
    await page.evaluate(() => {
      (window as unknown as { leadsMarker: boolean }).leadsMarker = true;
    });

    // A visitor on the sites origin sends the contact form (to /_forms on the site's own origin).
    const visitorContext = await browser.newContext({ viewport: viewports.mobile });
    const visitor = await visitorContext.newPage();
    await visitor.goto(liveUrl);
    const form = visitor.locator('form[data-sw-form="contact"]');
    await form.scrollIntoViewIfNeeded();
    await form.locator('input[type=text]:not([name=company_website])').first().fill('Robin Visitor');
    await form.locator('input[type=email]').fill('robin@example.com');
    await form.locator('textarea').fill('Could you bake a lemon cake for Saturday?');
    await form.locator('[type=submit]').click();
    await form.locator('[data-sw-success]').waitFor({ state: 'visible', timeout: 15_000 });
    const sentAt = Date.now();

    // The inbox shows it through the live stream, without a reload, within 2 s.
    const message = page.locator('.lead', { hasText: 'Could you bake a lemon cake for Saturday?' });
    await message.waitFor({ timeout: liveWithinMs });
    const shownAfterMs = Date.now() - sentAt;
    console.log(`leads inbox: the visitor's message shown ${shownAfterMs} ms after the form said sent`);
    expect(shownAfterMs).toBeLessThanOrEqual(liveWithinMs);
    expect(await page.evaluate(() => (window as unknown as { leadsMarker?: boolean }).leadsMarker)).toBe(
      true,
    );
    await expect.poll(() => page.locator('.leads__summary').textContent()).toBe('1 unread message');
    await visitorContext.close();

    // The owner's e-mail lands in the outbox.
    const mail = await readFromOutbox(api, ownerEmail, /Message: Could you bake a lemon cake for Saturday\?/);
    expect(mail[0]).toContain('lemon cake');
    await readFromOutbox(api, ownerEmail, new RegExp(`/designer/${websiteId}/leads`));

    await page.screenshot({ path: path.join(artifacts, 'designer-leads-inbox.png'), fullPage: true });
    await expectNoSeriousAxe(page, 'leads inbox');

    // Mark handled: the unread count goes; the designer's link follows.
    await message.getByRole('button', { name: 'Mark handled' }).click();
    await expect.poll(() => page.locator('.leads__summary').textContent()).toBe('No unread messages.');
    await message.getByRole('button', { name: 'Mark unhandled' }).waitFor();

    // A bot that fills the hidden trap field: kept in the Spam tab, not in the inbox.
    const bot = await fetch(`${new URL(liveUrl).origin}/_forms/${websiteId}/contact`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        origin: new URL(liveUrl).origin,
      },
      body: JSON.stringify(botFields(await fieldNames(liveUrl))),
    });
    expect(bot.status).toBe(200);
    await page.getByRole('tab', { name: 'Spam (1)' }).click();
    await page.locator('.lead', { hasText: 'Cheap watches' }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: path.join(artifacts, 'designer-leads-spam.png'), fullPage: true });
    await expectNoSeriousAxe(page, 'leads inbox, spam tab');

    // The inbox on a phone: no horizontal scrolling, axe clean.
    await page.setViewportSize(viewports.mobile);
    await page.screenshot({ path: path.join(artifacts, 'designer-leads-spam-mobile.png'), fullPage: true });
    await expectNoSeriousAxe(page, 'leads inbox, spam tab (mobile)');
    await page.setViewportSize(viewports.desktop);

    // Delete it.
    await page.locator('.lead', { hasText: 'Cheap watches' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tab', { name: 'Spam (0)' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The names of the published contact form's inputs, in order (read from the live page). */
async function fieldNames(liveUrl: string): Promise<string[]> {
  const html = await (await fetch(liveUrl)).text();
  const form = /<form[^>]*data-sw-form="contact"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  return [...form.matchAll(/<(?:input|textarea)[^>]*\sname="([^"]+)"/g)].map((m) => m[1]!);
}

/** A bot's answers: every field filled, the trap too. */
function botFields(names: string[]): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of names) {
    if (name === 'company_website') body[name] = 'https://spam.example';
    else if (/email/i.test(name)) body[name] = 'bot@example.com';
    else body[name] = 'Cheap watches';
  }
  return body;
}
