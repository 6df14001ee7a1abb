import type { AxeResults } from 'axe-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumMissingReason,
  launchChromium,
  openLocalPage,
  runAxe,
  seriousViolations,
  viewports,
} from '../support/browser.ts';
import { contrastRatio, pageFacts, tabThrough } from './page-facts.ts';
import { defaultSite, type QualitySite, qualitySites } from './quality-sites.ts';
import { type SiteServer, serveSites } from './site-server.ts';

const missing = chromiumMissingReason();
/**
 * The owner's code embeds are left out of axe (theirs, not our markup) but axe still walks them:
 * the fixture's 1 MB of them would cost 30 s, so here each embed holds one snippet. The HTML suite
 * checks them at full size.
 */
const sites = qualitySites().map((site) => ({
  ...site,
  website: {
    ...site.website,
    sections: site.website.sections.map((s) => (s.type === 'CodeEmbed' ? { ...s, code: '<p>Hi</p>' } : s)),
  },
}));
/** Proves the contrast check bites: light grey text on white, which the owner could pick. */
const lowContrast: QualitySite = (() => {
  const site = defaultSite();
  const colors = { ...site.theme.colors, primaryTextColor: '#B0B0B0', secondaryTextColor: '#C4C4C4' };
  return {
    name: 'low-contrast',
    website: { ...site, theme: { ...site.theme, colors } },
    customDomain: false,
  };
})();
/** Sites on plain colours, where axe can decide every text's contrast. */
const plainSites = ['default', 'cookie-banner', 'preset-common', 'preset-elegant'];
// The owner's raw code embeds (custom domain only) are theirs, not our markup.
// Passing rules are listed with one node each: their nodes are not needed and cost time.
const axeOptions = { exclude: ['.sw-code-embed'], resultTypes: ['violations', 'incomplete'] };

// Spec: semantic, accessible HTML — landmarks, one h1, alt text, labelled fields, visible focus,
// text/background contrast (axe-core, no serious or critical violations).
describe.skipIf(missing !== null)(
  `published pages in Chromium${missing ? ` (${missing})` : ''}`,
  { timeout: 60_000 },
  () => {
    let server: SiteServer;
    let browser: Browser;
    const axeBySite = new Map<string, AxeResults>();

    beforeAll(async () => {
      server = await serveSites([...sites, lowContrast], 'http://127.0.0.1:9');
      browser = await launchChromium();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    async function open(name: string, viewport: keyof typeof viewports) {
      const opened = await openLocalPage(browser, [server.origin], { viewport: viewports[viewport] });
      await opened.page.goto(server.pageUrl(name));
      return opened;
    }

    // One page per site, checked at the desktop size and again resized to the phone's.
    it.each(sites.map((s) => s.name))(
      '%s at desktop and mobile: no serious or critical axe violations, one h1, alt text, named fields',
      async (name) => {
        const { context, page } = await open(name, 'desktop');
        try {
          for (const viewport of ['desktop', 'mobile'] as const) {
            await page.setViewportSize(viewports[viewport]);
            const results = await runAxe(page, axeOptions);
            if (viewport === 'desktop') axeBySite.set(name, results);
            const serious = seriousViolations(results);
            expect(serious, `${name} at ${viewport}:\n${serious.join('\n')}`).toEqual([]);

            const facts = await pageFacts(context, page);
            expect(facts.h1Count, `${name} at ${viewport}: exactly one h1`).toBe(1);
            expect(facts.imagesWithoutAlt, `${name} at ${viewport}: every image has alt`).toEqual([]);
            expect(facts.unnamedFields, `${name} at ${viewport}: every field is named`).toEqual([]);
            if (server.html(name).includes('data-sw-form=')) expect(facts.fieldCount).toBeGreaterThan(0);
          }
        } finally {
          await context.close();
        }
      },
    );

    it("decides every text's contrast on plain-colour sites, and it passes", () => {
      for (const name of plainSites) {
        const results = axeBySite.get(name);
        if (!results) throw new Error(`${name} was not checked (did its axe test run?)`);
        const rule = (list: AxeResults['passes']) => list.find((r) => r.id === 'color-contrast');
        expect(
          rule(results.passes)?.nodes.length ?? 0,
          `${name}: color-contrast ran and passed`,
        ).toBeGreaterThan(0);
        expect(rule(results.violations), name).toBeUndefined();
        // Undecided only where text sits on a photo (image banner), never on the palette's colours.
        const undecided = (rule(results.incomplete)?.nodes ?? []).filter(
          (node) =>
            !node.any.some((check) => ['imgNode', 'bgImage'].includes(String(check.data?.messageKey))),
        );
        expect(
          undecided.map((n) => n.html),
          name,
        ).toEqual([]);
      }
    });

    it('the contrast check fails a palette with light grey text (so the checks above can fail)', async () => {
      const { context, page } = await open(lowContrast.name, 'desktop');
      try {
        const results = await runAxe(page, { runOnly: ['color-contrast'] });
        expect(results.violations.map((v) => [v.id, v.impact])).toEqual([['color-contrast', 'serious']]);
      } finally {
        await context.close();
      }
    });

    it.each([
      ['default', 'desktop'],
      ['default', 'mobile'],
      ['preset-geometric', 'desktop'],
      ['preset-fun', 'desktop'],
      ['full', 'desktop'],
    ] as const)(
      '%s at %s: every Tab stop shows a focus ring that stands out (3:1)',
      async (name, viewport) => {
        const { context, page } = await open(name, viewport);
        try {
          const stops = await tabThrough(page, 25);
          expect(stops.length).toBeGreaterThan(5);
          expect(stops[0]?.element, 'the first stop is the skip link').toContain('sw-skip');
          for (const stop of stops) {
            const where = `${name} at ${viewport}: ${stop.element}`;
            expect(stop.focusVisible, where).toBe(true);
            expect(stop.outlineStyle, where).not.toBe('none');
            expect(stop.outlineWidthPx, where).toBeGreaterThanOrEqual(2);
            if (stop.behind)
              expect(contrastRatio(stop.outlineColor, stop.behind), where).toBeGreaterThanOrEqual(3);
          }
        } finally {
          await context.close();
        }
      },
    );
  },
);
