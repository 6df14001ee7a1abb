import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage } from '@sitewright/model';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDesignerBuilt, repoRoot } from '../designer-marketing/designer-build.ts';
import {
  apiCall,
  createWebsite,
  expectNoSeriousAxe,
  type JourneyApi,
  type JourneySession,
  signIn as journeySignIn,
  keepSession,
  readFromOutbox,
  startApi,
} from '../support/app-journey.ts';
import { chromiumMissingReason, launchChromium, viewports } from '../support/browser.ts';

const artifacts = path.join(repoRoot, 'tests', 'artifacts');
const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the collaboration browser journey: ${skipReason}`);

/**
 * `signIn` once more when its fetch fails before an answer: minting the token takes seconds, and
 * the pooled keep-alive socket it reuses may be closed by the server meanwhile ('other side closed').
 */
async function signIn(api: JourneyApi, email: string): Promise<JourneySession> {
  try {
    return await journeySignIn(api, email);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return journeySignIn(api, email);
  }
}

/** The accept link of the newest invitation e-mail to `email` (api `invitation-email.ts`). */
async function invitationPath(api: JourneyApi, email: string): Promise<string> {
  const [, invitePath] = await readFromOutbox(api, email, /https?:\/\/[^\s"<>]+?(\/invite\/[0-9a-f-]{36})/);
  // The e-mail names APP_URL (localhost); the browser stays on the origin its session lives on.
  return invitePath!;
}

/** Waits for an accept-invite state (`data-accept-state`); a time-out says what the page showed instead. */
async function acceptState(page: Page, state: string) {
  const shown = page.locator(`[data-accept-state="${state}"]`);
  await shown.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
    const text = await page.locator('body').textContent();
    throw new Error(`${error.message}\nat ${page.url()}: ${text}`);
  });
  return shown;
}

/** Page object of the share modal (designer `share-modal.tsx`). */
class ShareModal {
  constructor(readonly page: Page) {}
  get dialog() {
    return this.page.getByRole('dialog', { name: 'Website sharing and editors' });
  }
  async open() {
    await this.page
      .getByRole('toolbar', { name: 'History and publishing' })
      .getByRole('button', { name: 'Share', exact: true })
      .click();
    await this.dialog.waitFor();
  }
  row(email: string) {
    return this.dialog.locator('.share__row', { hasText: email });
  }
  async invite(email: string) {
    await this.dialog.getByLabel('Invite an editor by e-mail').fill(email);
    await this.dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  }
  async close() {
    await this.dialog.getByRole('button', { name: 'Done', exact: true }).click();
  }
}

/** A signed-in browser context (the app keeps the refresh token in local storage). */
async function signedInPage(
  browser: Browser,
  session: JourneySession,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  await keepSession(context, session.refreshToken);
  return { context, page: await context.newPage() };
}

describe.skipIf(skipReason !== null)('collaboration in the designer, two browsers', () => {
  let api: JourneyApi;
  let browser: Browser;

  beforeAll(async () => {
    ensureDesignerBuilt();
    // A loaded 2-core machine may take minutes to compile and migrate the api.
    [api, browser] = await Promise.all([startApi({}, { readyTimeoutMs: 240_000 }), launchChromium()]);
    await mkdir(artifacts, { recursive: true });
  }, 420_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('invites an editor who accepts, takes edit control, edits, and is sent to /invite/revoked when removed', async () => {
    const ownerSession = await signIn(api, 'owner@example.com');
    const websiteId = await createWebsite(api, ownerSession, {
      businessName: 'Harbour Plumbing',
      description: 'Leak repairs, boilers and bathroom fitting.',
      location: 'Portland, ME',
    });

    // The owner opens the designer and invites the editor from the share modal.
    const owner = await signedInPage(browser, ownerSession);
    const ownerErrors: string[] = [];
    owner.page.on('pageerror', (e) => ownerErrors.push(e.message));
    await owner.page.goto(`${api.base}/designer/${websiteId}`);
    await owner.page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
    const share = new ShareModal(owner.page);
    await share.open();
    await expect.poll(() => share.dialog.getByText('You can invite 20 more editors').count()).toBe(1); // spec §6
    await expect
      .poll(() => share.dialog.getByTestId('share-owner-email').textContent())
      .toBe('owner@example.com');
    await share.invite('  Editor@Example.com ');
    // spec §4: trimmed and lower-cased; §8 toast 'Invitation sent'
    await share.dialog.getByText('Invitation sent to editor@example.com.').waitFor();
    await owner.page.getByText('Invitation sent', { exact: true }).waitFor();
    await expect
      .poll(() => share.row('editor@example.com').locator('.share__badge').textContent())
      .toBe('Pending');
    await share.dialog.getByText('You can invite 19 more editors').waitFor();
    // spec §4 decision table: the owner's own e-mail does nothing; a Pending invite is resent.
    await share.invite('owner@example.com');
    await share.dialog.getByText('That is your own e-mail address: you already own this website.').waitFor();
    await expectNoSeriousAxe(owner.page, 'share modal (owner)');
    await share.dialog.screenshot({ path: path.join(artifacts, 'share-modal.png') });
    await share.close();

    // The invitation e-mail's link, opened by the editor in a second browser.
    const link = await invitationPath(api, 'editor@example.com');
    const editorSession = await signIn(api, 'editor@example.com');
    const editor = await signedInPage(browser, editorSession);
    const editorErrors: string[] = [];
    editor.page.on('pageerror', (e) => editorErrors.push(e.message));
    await editor.page.goto(`${api.base}${link}`);
    await editor.page.waitForURL(`${api.base}/designer/${websiteId}`, { timeout: 20_000 });
    await editor.page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });

    // The owner now sees the editor as 'Editor' (live: invite-changed).
    await share.open();
    await expect
      .poll(() => share.row('editor@example.com').locator('.share__badge').textContent(), { timeout: 10_000 })
      .toBe('Editor');
    await share.close();

    // The editor takes edit control (spec §4, after a confirmation) …
    await editor.page
      .getByRole('region', { name: 'Edit control' })
      .getByRole('button', { name: 'Take control' })
      .click();
    const confirm = editor.page.getByRole('dialog', { name: 'Take control of editing?' });
    await confirm.getByRole('button', { name: 'Take control' }).click();
    await editor.page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => editor.page.getByRole('region', { name: 'Edit control' }).count()).toBe(0);
    // … and the owner's designer shows at once that it lost edit control (live: edit-control-taken).
    await owner.page.getByRole('region', { name: 'Edit control' }).waitFor({ timeout: 10_000 });

    // The editor changes the introduction's heading; it is saved.
    const heading = 'Same-day leak repairs';
    await editor.page.locator('.section-row__name', { hasText: 'Introduction' }).click();
    await editor.page.getByLabel('Heading', { exact: true }).fill(heading);
    await editor.page.getByText('Draft Saved').first().waitFor({ timeout: 20_000 });
    // The owner, only looking, follows the saved draft (live: draft-saved).
    await expect
      .poll(
        () => owner.page.frameLocator('iframe[title="Website preview"]').locator('h1').first().textContent(),
        {
          timeout: 30_000,
        },
      )
      .toBe(heading);

    // The owner removes the editor; the editor's open designer goes to /invite/revoked without a reload.
    await editor.page.evaluate(() => {
      (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
    });
    await share.open();
    // 'Remove' asks first; Cancel keeps the editor.
    await share.row('editor@example.com').getByRole('button', { name: 'Remove', exact: true }).click();
    const removal = share.dialog.getByRole('region', { name: 'Remove editor@example.com?' });
    await removal.getByText('can no longer edit this website', { exact: false }).waitFor();
    await expect
      .poll(() => owner.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Remove editor@example.com?');
    await expectNoSeriousAxe(owner.page, 'share modal (confirm removal)');
    await removal.getByRole('button', { name: 'Cancel' }).click();
    await share.row('editor@example.com').waitFor();
    expect(editor.page.url()).toBe(`${api.base}/designer/${websiteId}`);
    await share.row('editor@example.com').getByRole('button', { name: 'Remove', exact: true }).click();
    await removal.getByRole('button', { name: 'Remove editor' }).click();
    await share.dialog.getByText('editor@example.com is no longer an editor.').waitFor();
    await expect.poll(() => share.row('editor@example.com').count()).toBe(0);
    await editor.page.waitForURL(`${api.base}/invite/revoked`, { timeout: 30_000 });
    expect(
      await editor.page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage),
    ).toBe(true);
    await editor.page.getByRole('heading', { level: 1, name: 'Editor access removed' }).waitFor();
    // The editor owns no website: the view offers to create one (spec §2 Account).
    await editor.page.getByRole('link', { name: 'Create a website' }).waitFor();
    await expectNoSeriousAxe(editor.page, '/invite/revoked');

    expect(ownerErrors).toEqual([]);
    expect(editorErrors).toEqual([]);
    await owner.context.close();
    await editor.context.close();
  }, 180_000);

  // spec §4 "Ownership transfer", §6: 'Make owner' is the owner's; the former owner becomes an editor.
  it("'Make owner' shows both sides their new role without a reload", async () => {
    const ownerSession = await signIn(api, 'transfer-owner@example.com');
    const websiteId = await createWebsite(api, ownerSession, {
      businessName: 'Lakeside Yoga',
      description: 'Yoga classes by the lake, mornings and evenings.',
      location: 'Burlington, VT',
    });
    const created = await apiCall<{ invite: { id: string } }>(
      api,
      ownerSession,
      'POST',
      '/api/invite/create',
      {
        invitedUserEmail: 'new-owner@example.com',
        websiteId,
        role: 'Collaborator',
      },
    );
    const newOwnerSession = await signIn(api, 'new-owner@example.com');
    await apiCall(api, newOwnerSession, 'POST', `/api/invite/accept/${created.invite.id}`);

    const owner = await signedInPage(browser, ownerSession);
    const newOwner = await signedInPage(browser, newOwnerSession);
    const errors: string[] = [];
    for (const { page } of [owner, newOwner]) {
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${api.base}/designer/${websiteId}`);
      await page.locator('[data-loading-status="Ready"]').waitFor({ timeout: 30_000 });
      await page
        .getByRole('toolbar', { name: 'Designer mode' })
        .getByRole('button', { name: 'Settings' })
        .click();
    }
    const deleteWebsite = (page: Page) =>
      page
        .getByRole('region', { name: 'Settings' })
        .getByRole('region', { name: 'Delete website', exact: true });
    // Owner-only settings (spec §6 "Delete the website"): the owner has them, the editor does not.
    await deleteWebsite(owner.page).waitFor();
    expect(await deleteWebsite(newOwner.page).count()).toBe(0);

    const share = new ShareModal(owner.page);
    await share.open();
    await share.row('new-owner@example.com').getByRole('button', { name: 'Make owner' }).click();
    const confirm = share.dialog.getByRole('region', { name: 'Make new-owner@example.com the owner?' });
    await confirm.getByText('This cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Make owner' }).click();
    await share.dialog
      .getByText('new-owner@example.com is now the owner of this website. You are an editor.')
      .waitFor({ timeout: 20_000 });
    // The modal now shows the caller as an editor: the new owner's e-mail, 'Remove Self', no invite form.
    await expect.poll(() => share.dialog.locator('.share').getAttribute('data-share-role')).toBe('Editor');
    await expect
      .poll(() => share.dialog.getByTestId('share-owner-email').textContent())
      .toBe('new-owner@example.com');
    await share.row('transfer-owner@example.com').getByRole('button', { name: 'Remove Self' }).waitFor();
    expect(await share.dialog.getByLabel('Invite an editor by e-mail').count()).toBe(0);
    await share.close();
    // … and so does the designer behind it: the owner-only settings are gone, no reload.
    await deleteWebsite(owner.page).waitFor({ state: 'detached' });
    // The new owner's open designer gains them (live `invite-changed`, re-checked after 3 s).
    await deleteWebsite(newOwner.page).waitFor({ timeout: 20_000 });
    const newOwnerShare = new ShareModal(newOwner.page);
    await newOwnerShare.open();
    await expect
      .poll(() =>
        newOwnerShare.row('transfer-owner@example.com').getByRole('button', { name: 'Remove' }).count(),
      )
      .toBe(1);

    expect(errors).toEqual([]);
    await owner.context.close();
    await newOwner.context.close();
  }, 180_000);

  it('shows the accept-invite states: wrong account, sign in first, generic error, expired, limit', async () => {
    const ownerSession = await signIn(api, 'owner2@example.com');
    const websiteId = await createWebsite(api, ownerSession, {
      businessName: 'Northside Dental',
      description: 'Family dentistry and cleanings.',
      location: 'Madison, WI',
    });
    await apiCall(api, ownerSession, 'POST', '/api/invite/create', {
      invitedUserEmail: 'invited@example.com',
      websiteId,
      role: 'Collaborator',
    });
    const link = await invitationPath(api, 'invited@example.com');

    // A visitor signs in first and comes back (the login page's `next`).
    const visitorContext = await browser.newContext({ viewport: viewports.desktop });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${api.base}${link}`);
    await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === link, {
      timeout: 30_000,
    });
    expect(await visitor.evaluate(() => sessionStorage.getItem('sitewright.inviteId'))).toBe(
      link.split('/').pop(),
    );
    await visitorContext.close();

    // A third user opens the link: wrong account, with the way to switch.
    const stranger = await signedInPage(browser, await signIn(api, 'stranger@example.com'));
    await stranger.page.goto(`${api.base}${link}`);
    const wrong = await acceptState(stranger.page, 'wrong-account');
    await wrong.getByRole('heading', { name: 'Signed in with a different account' }).waitFor();
    await wrong.getByText('stranger@example.com').waitFor();
    await expectNoSeriousAxe(stranger.page, 'accept-invite: wrong account');

    // An unknown invitation: the generic error.
    await stranger.page.goto(`${api.base}/invite/00000000-0000-4000-8000-000000000000`);
    await acceptState(stranger.page, 'generic-error');
    await expectNoSeriousAxe(stranger.page, 'accept-invite: generic error');

    // Expired and limit states: the api's answers are stubbed (a real invite expires after 7 days).
    for (const [code, status, state, heading] of [
      ['invite-expired', 410, 'expired', 'Invitation expired'],
      ['invite-limit-reached', 409, 'limit-exceeded', 'Invitation limit reached'],
    ] as const) {
      const message = errorMessage(code); // spec §8 Invites, the catalogue's wording
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await stranger.page.route('**/api/invite/accept/*', async (route) => {
        await answered; // held until the verifying state was checked
        await route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ code, message }),
        });
      });
      await stranger.page.goto(`${api.base}${link}`);
      await acceptState(stranger.page, 'verifying');
      if (state === 'expired') await expectNoSeriousAxe(stranger.page, 'accept-invite: verifying');
      answer();
      const shown = await acceptState(stranger.page, state);
      await shown.getByRole('heading', { name: heading }).waitFor();
      await shown.getByText(message).waitFor();
      await expectNoSeriousAxe(stranger.page, `accept-invite: ${state}`);
      await stranger.page.unroute('**/api/invite/accept/*');
    }

    // Back on the real link: 'Sign out and switch account' goes to sign-in, then back to the invitation.
    await stranger.page.goto(`${api.base}${link}`);
    await acceptState(stranger.page, 'wrong-account');
    await stranger.page.getByRole('button', { name: 'Sign out and switch account' }).click();
    await stranger.page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === link,
      {
        timeout: 30_000,
      },
    );
    await stranger.context.close();
  }, 120_000);
});
