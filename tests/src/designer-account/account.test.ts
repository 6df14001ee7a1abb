import { mkdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { errorMessage } from '@sitewright/model';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../api-permissions/support/fake-google.ts';
import { ensureDesignerBuilt, repoRoot } from '../designer-marketing/designer-build.ts';
import {
  apiCall,
  createWebsite,
  expectNoSeriousAxe,
  type JourneyApi,
  type JourneySession,
  keepSession,
  publishThroughApi,
  signIn,
  startApi,
} from '../support/app-journey.ts';
import {
  chromiumMissingReason,
  launchChromium,
  runAxe,
  seriousViolations,
  viewports,
} from '../support/browser.ts';

/**
 * Account journeys in Chromium: onboarding from a local business page (the importer pointed
 * at it with the test-only IMPORT_ALLOW_HOSTS), the user menu (own and shared websites, switching),
 * the website-limit-reached modal, and deleting a password account through the two stage modals.
 */

const artifacts = path.join(repoRoot, 'tests', 'artifacts');
const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the account browser journeys: ${skipReason}`);

/** The importer's JSON-LD LocalBusiness + Open Graph fixture page (Ember & Oak Coffee). */
const fixturePagePath = path.join(
  repoRoot,
  'generator',
  'src',
  'import',
  'fixtures',
  'generic-with-jsonld.html',
);

/**
 * A local "business website" on port 80 of a loopback address of its own (127.x.y.z: every one is
 * this machine): spec §5 refuses links with a port, so the page must answer on the default port.
 */
async function startBusinessPage(): Promise<{
  url: string;
  host: string;
  requests: string[];
  server: Server;
}> {
  const html = await readFile(fixturePagePath);
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const host = `127.${octet()}.${octet()}.${octet()}`;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `The local business page needs port 80 on ${host} (run as root or lower ip_unprivileged_port_start): ${error.message}`,
        ),
      ),
    );
    server.listen(80, host, resolve);
  });
  return { url: `http://${host}/ember-and-oak`, host, requests, server };
}

/**
 * `signIn` mints a token with a blocking child process; a keep-alive socket the api closed meanwhile
 * can fail the next request with 'other side closed'. A second sign-in mints a fresh token.
 */
async function signInOnce(api: JourneyApi, email: string): Promise<JourneySession> {
  try {
    return await signIn(api, email);
  } catch (error) {
    if (!/fetch failed/.test(String(error))) throw error;
    return signIn(api, email);
  }
}

/** axe on a designer screen: the preview iframe shows the owner's own content and is left out. */
async function expectAccessibleScreen(page: Page, label: string): Promise<void> {
  const violations = seriousViolations(await runAxe(page, { exclude: [['iframe']] }));
  expect(violations, `${label}: ${violations.join('\n')}`).toEqual([]);
}

class UserMenu {
  constructor(readonly page: Page) {}
  get toggle() {
    return this.page.getByRole('button', { name: 'Your account' });
  }
  async open() {
    if ((await this.toggle.getAttribute('aria-expanded')) !== 'true') await this.toggle.click();
    await this.page.getByRole('navigation', { name: 'Your websites' }).waitFor();
  }
  websites(group: 'Your websites' | 'Shared with you') {
    return this.page.getByRole('navigation', { name: group }).getByRole('link');
  }
  async names(group: 'Your websites' | 'Shared with you'): Promise<string[]> {
    return (await this.websites(group).locator('.user-menu__name').allTextContents()).sort();
  }
  action(name: 'Create a new website' | 'Account settings' | 'Sign out') {
    return this.page.locator('.user-menu__panel').getByRole('button', { name, exact: true });
  }
}

describe.skipIf(skipReason !== null)('account, user menu and onboarding from a link in Chromium', () => {
  let api: JourneyApi;
  let browser: Browser;
  let business: Awaited<ReturnType<typeof startBusinessPage>>;
  let google: FakeGoogle;
  const contexts: BrowserContext[] = [];

  /** A signed-in desktop context that never leaves this machine (hot-linked images get refused). */
  async function signedInPage(
    session: JourneySession,
    viewport: { width: number; height: number } = viewports.desktop,
  ): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const allowed = [new URL(api.base).origin, new URL(api.sites).origin];
    await context.route(
      (url) => !allowed.includes(url.origin),
      (route) => route.abort('blockedbyclient'),
    );
    await keepSession(context, session.refreshToken);
    return context.newPage();
  }

  beforeAll(async () => {
    ensureDesignerBuilt();
    business = await startBusinessPage();
    // Google ID tokens are checked against a JWKS served here (the api's GOOGLE_JWKS_URL).
    google = await startFakeGoogle('account-journeys.apps.googleusercontent.com');
    // One after the other: on a loaded 2-core machine the api's start (migrations on PGlite) is slow.
    api = await startApi(
      {
        IMPORT_ALLOW_HOSTS: business.host,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_JWKS_URL: google.jwksUrl,
      },
      { readyTimeoutMs: 240_000 },
    );
    browser = await launchChromium();
    await mkdir(artifacts, { recursive: true });
  }, 600_000); // a designer rebuild may first wait for another suite's build lock
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await api?.stop();
    const server = business?.server;
    if (server) await new Promise((resolve) => server.close(resolve));
    await google?.close();
  });

  it('onboards a business from its own page: the link stages, then a draft with the imported details', async () => {
    const owner = await signInOnce(api, 'ember-owner@example.com');
    const page = await signedInPage(owner);
    await page.goto(`${api.base}/onboarding?link=${encodeURIComponent(business.url)}&source=Generic`);
    await page.getByLabel('What does your business do?').waitFor();
    expect(await page.getByLabel(/Your existing page/).inputValue()).toBe(business.url);
    await page.getByLabel('What does your business do?').fill('Coffee bar and roastery.');
    await page.getByLabel('Business name').fill('Ember & Oak Coffee');
    await page.getByLabel('Location').fill('Asheville, NC');
    await expectNoSeriousAxe(page, 'onboarding with a link');
    await page.screenshot({ path: path.join(artifacts, 'onboarding-link-desktop.png'), fullPage: true });

    // spec §4: session storage keeps the website settings being collected; a reload keeps the step too.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 5: Fonts').waitFor();
    await page.reload();
    await page.getByText('Step 2 of 5: Fonts').waitFor({ timeout: 30_000 });
    const stored = await page.evaluate(() => sessionStorage.getItem('sitewright.websiteSettings'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      step: 1,
      answers: { businessName: 'Ember & Oak Coffee', location: 'Asheville, NC', link: business.url },
    });
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Business name').inputValue()).toBe('Ember & Oak Coffee');
    expect(await page.getByLabel('What does your business do?').inputValue()).toBe(
      'Coffee bar and roastery.',
    );
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Ready to launch' }).waitFor();
    await page.getByText(business.url).waitFor();
    await page.getByRole('button', { name: 'Create my website' }).click();

    // spec §2: with a link, five stages, starting with checking the link and importing content.
    const stages = page.locator('.creation__stage');
    await stages.first().waitFor();
    expect(await stages.allTextContents()).toEqual([
      expect.stringContaining('Checking the link'),
      expect.stringContaining('Importing content'),
      expect.stringContaining('Personalizing'),
      expect.stringContaining('Organizing layouts'),
      expect.stringContaining('Finishing touches'),
    ]);
    await page.screenshot({ path: path.join(artifacts, 'onboarding-link-progress-desktop.png') });
    await page.waitForURL(/\/designer\/[^/?#]+$/, { timeout: 120_000 });
    expect(business.requests).toContain('/ember-and-oak');
    // Created: the kept settings are gone, so the next onboarding starts afresh.
    expect(await page.evaluate(() => sessionStorage.getItem('sitewright.websiteSettings'))).toBeNull();

    // The draft carries what the importer read from the page (JSON-LD LocalBusiness).
    const websiteId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const { document } = await apiCall<{ document: { websiteSettings: { businessName: string } } }>(
      api,
      owner,
      'GET',
      `/api/websites/${encodeURIComponent(websiteId)}`,
    );
    expect(document.websiteSettings.businessName).toBe('Ember & Oak Coffee');
    const draft = JSON.stringify(document);
    for (const imported of [
      '+1-828-555-0134', // telephone
      'hello@emberandoak.example', // email
      '718 Haywood Rd', // address
      'Espresso and pour-over bar', // a service of the offer catalogue
      'Keisha L.', // a review's author
    ]) {
      expect(draft, `the draft should contain the imported ${imported}`).toContain(imported);
    }
  }, 240_000);

  it('lists own and shared websites in the user menu and switches between them', async () => {
    const owner = await signInOnce(api, 'menu-owner@example.com');
    const sharer = await signInOnce(api, 'menu-sharer@example.com');
    const answers = (businessName: string) => ({
      businessName,
      description: `${businessName} serves the neighbourhood with friendly, reliable service six days a week.`,
      location: 'Portland, OR',
    });
    const alder = await createWebsite(api, owner, answers('Alder Street Bakery'));
    const birch = await createWebsite(api, owner, answers('Birch Lane Florist'));
    const birchLive = await publishThroughApi(api, owner, birch, 'birch-lane-florist');
    const cedar = await createWebsite(api, sharer, answers('Cedar Row Barbers'));
    // Share Cedar Row with the owner: invite, then the owner accepts (api README "Collaboration").
    const { invite } = await apiCall<{ invite: { id: string } }>(api, sharer, 'POST', '/api/invite/create', {
      invitedUserEmail: 'menu-owner@example.com',
      websiteId: cedar,
      role: 'Collaborator',
    });
    await apiCall(api, owner, 'POST', `/api/invite/accept/${encodeURIComponent(invite.id)}`);

    const page = await signedInPage(owner);
    const menu = new UserMenu(page);
    await page.goto(`${api.base}/designer/${encodeURIComponent(alder)}`);
    await page.locator('.designer').waitFor({ timeout: 90_000 });
    await menu.open();
    expect(await menu.names('Your websites')).toEqual(['Alder Street Bakery', 'Birch Lane Florist']);
    expect(await menu.names('Shared with you')).toEqual(['Cedar Row Barbers']);
    const current = menu.websites('Your websites').filter({ hasText: 'Alder Street Bakery' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await current.textContent()).toContain('Draft - Not Published');
    // A published website's address is shown with a way to open it (issue 17: "View site" wherever
    // the address is shown); a draft has none.
    const ownGroup = page.getByRole('navigation', { name: 'Your websites' });
    expect(await ownGroup.getByText('Published: birch-lane-florist').count()).toBe(1);
    const view = ownGroup.getByRole('link', { name: 'View site: Birch Lane Florist' });
    expect(await view.getAttribute('href')).toBe(birchLive);
    expect(await ownGroup.getByRole('link', { name: /^View site/ }).count()).toBe(1);
    await expectAccessibleScreen(page, 'user menu open');
    await page.screenshot({ path: path.join(artifacts, 'user-menu-desktop.png') });

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press('Escape');
    expect(await menu.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Your account');

    // Switch to the shared website: the designer opens it, and the menu marks it as current.
    await menu.open();
    await menu.websites('Shared with you').filter({ hasText: 'Cedar Row Barbers' }).click();
    await page.waitForURL(new RegExp(`/designer/${cedar}$`));
    await expect
      .poll(() => page.frameLocator('iframe[title="Website preview"]').locator('body').textContent(), {
        timeout: 30_000,
      })
      .toContain('Cedar Row Barbers');
    expect(await menu.toggle.getAttribute('aria-expanded')).toBe('false');
    await menu.open();
    expect(
      await menu
        .websites('Shared with you')
        .filter({ hasText: 'Cedar Row Barbers' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // Under the limit, "Create a new website" opens onboarding.
    await menu.action('Create a new website').click();
    await page.waitForURL(/\/onboarding$/);
    await page.getByLabel('What does your business do?').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sitewright.websiteLimitReached'))).toBeNull();
  }, 180_000);

  it('shows the website-limit-reached modal instead of onboarding at 5 owned websites (spec §8, §9)', async () => {
    const owner = await signInOnce(api, 'five-sites@example.com');
    for (let n = 1; n <= 5; n++) {
      await createWebsite(api, owner, {
        businessName: `Limit Test Studio ${n}`,
        description: 'Yoga and pilates classes for every level, mornings and evenings, in a bright studio.',
        location: 'Denver, CO',
      });
    }
    // A 6th through the api is refused with the spec's message.
    await expect(
      createWebsite(api, owner, {
        businessName: 'One Too Many',
        description: 'Yoga and pilates classes for every level, mornings and evenings, in a bright studio.',
        location: 'Denver, CO',
      }),
    ).rejects.toThrow(/403.*Maximum allowed website limit exceeded/);

    const page = await signedInPage(owner, viewports.mobile);
    const menu = new UserMenu(page);
    await page.goto(`${api.base}/onboarding`);
    await page.getByLabel('What does your business do?').waitFor();
    await menu.open();
    expect(await menu.websites('Your websites').count()).toBe(5);
    await expectNoSeriousAxe(page, 'user menu on a phone');
    await menu.action('Create a new website').click();
    const modal = page.getByRole('dialog', { name: 'Website limit reached' });
    await modal.waitFor();
    await modal.getByText('Maximum allowed website limit exceeded').waitFor();
    await modal.getByText('You own 5 of the 5 websites').waitFor();
    // spec §4: a local flag records that the limit was reached.
    expect(await page.evaluate(() => localStorage.getItem('sitewright.websiteLimitReached'))).toBe('true');
    await expectNoSeriousAxe(page, 'website limit modal');
    await page.screenshot({ path: path.join(artifacts, 'website-limit-modal-mobile.png') });
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/onboarding');
  }, 180_000);

  it('deletes a password account through the two stage modals: `/` signed out, site offline, session dead', async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const signUp = await fetch(`${api.base}/api/login/password/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'first-password' }),
    });
    expect(signUp.status).toBe(201);
    const session = (await signUp.json()) as JourneySession & { user: { id: string } };
    const websiteId = await createWebsite(api, session, {
      businessName: 'Juniper Yard Landscaping',
      description:
        'Garden design, lawn care and seasonal clean-ups for homes and small businesses across town.',
      location: 'Boise, ID',
    });
    const handle = `juniper${Date.now().toString(36)}`.slice(0, 24);
    const { requestId } = await apiCall<{ requestId: string }>(
      api,
      session,
      'POST',
      `/api/websites/${websiteId}/publish`,
      { handle },
    );
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ state: string }>(
              api,
              session,
              'GET',
              `/api/websites/${websiteId}/publish/${requestId}`,
            )
          ).state,
        { timeout: 60_000 },
      )
      .toBe('succeeded');
    const liveUrl = `${api.sites}/${handle}/`;

    // The published site, for the artifacts (desktop and phone).
    const visitor = await signedInPage({ accessToken: '', refreshToken: '' });
    await visitor.goto(liveUrl);
    expect(await visitor.locator('h1').first().textContent()).toBeTruthy();
    await visitor.screenshot({ path: path.join(artifacts, 'published-site-desktop.png'), fullPage: true });
    await visitor.setViewportSize(viewports.mobile);
    await visitor.screenshot({ path: path.join(artifacts, 'published-site-mobile.png'), fullPage: true });

    const page = await signedInPage(session);
    const menu = new UserMenu(page);
    await page.goto(`${api.base}/designer/${encodeURIComponent(websiteId)}`);
    await page.locator('.designer').waitFor({ timeout: 90_000 });

    // Account settings: the sign-in method, and a password change with the current password (§5).
    await menu.open();
    await menu.action('Account settings').click();
    const settings = page.getByRole('dialog', { name: 'Account settings' });
    await settings.getByText('E-mail and password').waitFor();
    await settings.getByText(email).waitFor();
    await expectAccessibleScreen(page, 'account settings modal');
    await page.screenshot({ path: path.join(artifacts, 'account-settings-desktop.png') });
    const passwordForm = settings.getByRole('form', { name: 'Change password' });
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByText('Please enter your current password').waitFor();
    await passwordForm.getByLabel('Current password').fill('not-my-password');
    await passwordForm.getByLabel('New password').fill('second-password');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByText('Incorrect password.').waitFor();
    await passwordForm.getByLabel('Current password').fill('first-password');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByText('Password changed.', { exact: false }).waitFor();

    // Stage 1: a reason is required; free text at most 1000 characters (spec §4, §9).
    await settings.getByRole('button', { name: 'Delete account…' }).click();
    const feedback = page.getByRole('dialog', { name: 'Why are you deleting your account?' });
    await feedback.waitFor();
    await feedback.getByRole('button', { name: 'Continue' }).click();
    await feedback.getByText('Please choose a reason for deleting your account.').waitFor();
    expect(await feedback.getByRole('radio').count()).toBe(5);
    expect(await feedback.getByLabel(/Anything else/).getAttribute('maxlength')).toBe('1000');
    await expectAccessibleScreen(page, 'deletion stage 1');
    await page.screenshot({ path: path.join(artifacts, 'account-deletion-feedback-desktop.png') });
    await feedback.getByRole('radio', { name: 'Technical issues' }).check();
    await feedback.getByLabel(/Anything else/).fill('The mobile editor is too limited for me.');
    await feedback.getByRole('button', { name: 'Continue' }).click();

    // Stage 2: the confirmation checkbox and the current password.
    const confirm = page.getByRole('dialog', { name: 'Delete your account' });
    await confirm.getByLabel('Current password').waitFor();
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByText('Please confirm that you want to delete your account.').waitFor();
    await confirm.getByText('Please enter your current password').waitFor();
    await expectAccessibleScreen(page, 'deletion stage 2');
    await page.screenshot({ path: path.join(artifacts, 'account-deletion-confirm-desktop.png') });
    await confirm.getByRole('checkbox', { name: /I understand/ }).check();
    await confirm.getByLabel('Current password').fill('first-password'); // changed above
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByText('Incorrect password.').waitFor();
    // A wrong password deletes nothing: the spinner is gone, the account and its website are there.
    expect(await page.locator('.spinner-overlay').count()).toBe(0);
    expect(
      (await apiCall<{ websites: { draftId: string }[] }>(api, session, 'GET', '/api/websites')).websites.map(
        (w) => w.draftId,
      ),
    ).toEqual([websiteId]);
    await confirm.getByLabel('Current password').fill('second-password');
    // The home page is a new document (static, not the app), and keepSession's init script puts the
    // test's token back on every page load: what the app left in storage is noted as the app's page
    // goes (pagehide), in session storage, which the tab keeps.
    await page.evaluate(() =>
      window.addEventListener('pagehide', () =>
        sessionStorage.setItem(
          'test.tokenWhenLeaving',
          localStorage.getItem('sitewright.refreshToken') ?? 'none',
        ),
      ),
    );
    await confirm.getByRole('button', { name: 'Delete my account' }).click();

    // spec §2/§4: the user lands on `/`, signed out, with the account-deleted flag in session storage.
    await page.waitForURL(`${api.base}/`, { timeout: 60_000 });
    await page.locator('html[data-islands-ready="true"]').waitFor(); // the static home page's scripts
    expect(await page.evaluate(() => sessionStorage.getItem('sitewright.accountDeleted'))).toBe('true');
    expect(await page.evaluate(() => sessionStorage.getItem('test.tokenWhenLeaving'))).toBe('none');
    await expectNoSeriousAxe(page, 'home after deletion');

    // The published site goes offline (the publisher's delete job).
    await expect
      .poll(async () => (await fetch(liveUrl)).text(), { timeout: 60_000, interval: 500 })
      .toContain('No website at this link');
    // The old session is dead; the password no longer signs in; a new sign-in is a new, empty account.
    const oldSession = await fetch(`${api.base}/api/account`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(oldSession.status).toBe(401);
    const passwordSignIn = await fetch(`${api.base}/api/login/password/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'second-password' }),
    });
    expect(passwordSignIn.status).toBe(404);
    const again = await signInOnce(api, email);
    const account = await apiCall<{ id: string; counts: { ownedWebsites: number } }>(
      api,
      again,
      'GET',
      '/api/account',
    );
    expect(account.id).not.toBe(session.user.id);
    expect(account.counts.ownedWebsites).toBe(0);
    expect((await apiCall<{ websites: unknown[] }>(api, again, 'GET', '/api/websites')).websites).toEqual([]);
  }, 240_000);

  // spec §4 account deletion: Google users are re-authenticated first; on failure the spinner is
  // cleared and the flow ends.
  it('deletes a Google account after a fresh Google sign-in; a closed prompt or a failure deletes nothing', async () => {
    const email = `google-leaving-${Date.now()}@example.com`;
    const signedIn = await fetch(`${api.base}/api/login/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: google.idToken(email) }),
    });
    expect(signedIn.ok).toBe(true);
    const session = (await signedIn.json()) as JourneySession & { user: { id: string } };
    const websiteId = await createWebsite(api, session, {
      businessName: 'Birch Lane Bakery',
      description: 'Sourdough, pastries and celebration cakes baked every morning.',
      location: 'Missoula, MT',
    });
    const stillThere = async () =>
      (await apiCall<{ websites: { draftId: string }[] }>(api, session, 'GET', '/api/websites')).websites.map(
        (w) => w.draftId,
      );

    // A stand-in for Google Identity Services: its prompt answers with the next credential the
    // test queues (an ID token from the local JWKS), or is closed when there is none.
    const page = await signedInPage(session);
    const credentials: (string | null)[] = [];
    await page.exposeFunction('nextGoogleCredential', () => credentials.shift() ?? null);
    await page.addInitScript(() => {
      const w = window as unknown as {
        google: unknown;
        nextGoogleCredential(): Promise<string | null>;
      };
      let callback: (answer: { credential: string }) => void = () => undefined;
      w.google = {
        accounts: {
          id: {
            initialize: (options: { callback(answer: { credential: string }): void }) => {
              callback = options.callback;
            },
            prompt: (notify?: (n: object) => void) => {
              void w.nextGoogleCredential().then((credential) => {
                if (credential) return callback({ credential });
                notify?.({
                  isDismissedMoment: () => true,
                  isSkippedMoment: () => false,
                  getDismissedReason: () => 'cancel_called',
                });
              });
            },
          },
        },
      };
    });
    const menu = new UserMenu(page);
    await page.goto(`${api.base}/designer/${encodeURIComponent(websiteId)}`);
    await page.locator('.designer').waitFor({ timeout: 90_000 });

    async function toConfirmStage() {
      await menu.open();
      await menu.action('Account settings').click();
      const settings = page.getByRole('dialog', { name: 'Account settings' });
      await settings.getByText('Google', { exact: true }).waitFor();
      await settings.getByRole('button', { name: 'Delete account…' }).click();
      const feedback = page.getByRole('dialog', { name: 'Why are you deleting your account?' });
      await feedback.getByRole('radio', { name: 'Just trying it out' }).check();
      await feedback.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete your account' });
      await confirm.getByText('Google asks you to sign in again before your account is deleted.').waitFor();
      expect(await confirm.getByLabel('Current password').count()).toBe(0);
      await confirm.getByRole('checkbox', { name: /I understand/ }).check();
      return confirm;
    }

    // 1. The Google prompt is closed: 'Login Popup Closed.' (§8), the spinner is cleared, nothing deleted.
    let confirm = await toConfirmStage();
    await expectAccessibleScreen(page, 'deletion stage 2 (Google)');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('alert').getByText('Login Popup Closed.').waitFor();
    expect(await page.locator('.spinner-overlay').count()).toBe(0);
    expect(await stillThere()).toEqual([websiteId]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // 2. Re-authenticated, but the deletion fails: the spinner clears, the flow ends with the §8 message.
    await page.route('**/api/account', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'account-deletion-failed',
              message: errorMessage('account-deletion-failed'),
            }),
          })
        : route.fallback(),
    );
    confirm = await toConfirmStage();
    credentials.push(google.idToken(email));
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText(errorMessage('account-deletion-failed')).first().waitFor();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.locator('.spinner-overlay').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/designer/${websiteId}`);
    expect(await stillThere()).toEqual([websiteId]);
    await page.unroute('**/api/account');

    // 3. Re-authenticated with a fresh Google ID token: deleted, `/` signed out, the flag kept.
    confirm = await toConfirmStage();
    credentials.push(google.idToken(email));
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${api.base}/`, { timeout: 60_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('sitewright.accountDeleted'))).toBe('true');
    const oldSession = await fetch(`${api.base}/api/account`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(oldSession.status).toBe(401);
  }, 240_000);
});
