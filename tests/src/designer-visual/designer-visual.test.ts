import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDesignerBuilt, repoRoot } from '../designer-marketing/designer-build.ts';
import {
  createWebsite,
  expectNoSeriousAxe,
  type JourneyApi,
  type JourneySession,
  openDesigner,
  signIn,
  startApi,
} from '../support/app-journey.ts';
import { chromiumMissingReason, launchChromium } from '../support/browser.ts';
import { loadedFonts, previewFrame, publishThroughApi } from './visual-journey.ts';

const artifacts = path.join(repoRoot, 'tests', 'artifacts');
const skipReason = chromiumMissingReason(); // throws under CI=true when Chromium is missing
if (skipReason) console.warn(`Skipping the designer visual editing journeys: ${skipReason}`);

describe.skipIf(skipReason !== null)('visual editing in the designer', () => {
  let api: JourneyApi;
  let browser: Browser;
  let session: JourneySession;

  beforeAll(async () => {
    ensureDesignerBuilt();
    // Two cores shared by many suites: the api may need more than the default minute to be ready.
    api = await startApi({}, { readyTimeoutMs: 240_000 });
    browser = await launchChromium();
    session = await signIn(api, 'visual-journey@example.com');
    await mkdir(artifacts, { recursive: true });
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('the preview loads the same web fonts as the published page, from the app origin without a 404', async () => {
    const id = await createWebsite(api, session, {
      businessName: 'Rivera Plumbing',
      description: 'Emergency plumbing, drain cleaning and water heater repair, day and night.',
      location: 'Austin, TX',
    });
    const liveUrl = await publishThroughApi(api, session, id, 'rivera-fonts');

    const published = await browser.newPage();
    await published.goto(liveUrl);
    const publishedFonts = await loadedFonts(published);
    await published.close();
    // The theme's heading and body faces (spec §3 theme fonts): at least one web font, none missing.
    expect(publishedFonts.length).toBeGreaterThan(0);

    const { context, page, errors } = await openDesigner(browser, api, session.refreshToken, id);
    const failedFonts: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/fonts/') && r.status() >= 400) failedFonts.push(`${r.status()} ${r.url()}`);
    });
    const frame = await previewFrame(page);
    await frame.locator('h1, h2').first().waitFor();
    await expect.poll(() => loadedFonts(frame), { timeout: 15_000 }).toEqual(publishedFonts);
    // The faces come from the app origin as immutable files.
    const fontUrl = await frame.evaluate(() =>
      [...document.styleSheets]
        .flatMap((s) => [...s.cssRules])
        .map((r) => (r instanceof CSSFontFaceRule ? r.style.getPropertyValue('src') : ''))
        .find((src) => src.includes('.woff2')),
    );
    const file = /url\("?([^")]+)"?\)/.exec(fontUrl ?? '')?.[1] ?? '';
    expect(file).toMatch(/^\/fonts\/[a-z-]+-latin-\d{3}-(normal|italic)\.woff2$/);
    const answer = await fetch(`${api.base}${file}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('font/woff2');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${api.base}/fonts/not-a-font.woff2`)).status).toBe(404);
    expect(failedFonts).toEqual([]);
    await expectNoSeriousAxe(page, 'designer with the published fonts in its preview');
    await page.screenshot({ path: path.join(artifacts, 'designer-visual-fonts.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
