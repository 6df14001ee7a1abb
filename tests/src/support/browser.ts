import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

const require = createRequire(import.meta.url);

/** Debian's Chromium: the only browser these suites use (never `playwright install`). */
export const chromiumPath = '/usr/bin/chromium';

/** The flags every suite launches Chromium with (headless, no sandbox, nothing phoning home). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What a browser suite does without Chromium: under CI=true it fails with how to install it;
 * elsewhere it returns the reason to skip.
 */
export function chromiumMissingReason(): string | null {
  if (existsSync(chromiumPath)) return null;
  const message = `Chromium is missing at ${chromiumPath}: apt-get install -y chromium`;
  if (process.env.CI === 'true') throw new Error(message);
  return message;
}

/** Launches Chromium once for a test file; close it in `afterAll`. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** The two viewports pages are checked at. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/** A transparent 1×1 PNG: what every off-origin image request gets, so no test touches the network. */
export const blankPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh browser context (its own storage) with one page, kept on this machine by `stayLocal`. */
export interface LocalPage {
  context: BrowserContext;
  page: Page;
  /** Every request that left the allowed origins (stubbed or refused), in order. */
  outside: string[];
}

/**
 * Opens a page in a new context whose requests outside `allowedOrigins` are answered with
 * `blankPng` when they are images and refused otherwise (analytics tags, video players…), so no
 * test touches the network. Close `context` when done.
 */
export async function openLocalPage(
  browser: Browser,
  allowedOrigins: readonly string[],
  options: BrowserContextOptions = {},
): Promise<LocalPage> {
  const context = await browser.newContext(options);
  const outside: string[] = [];
  await context.route(
    (url) => !allowedOrigins.includes(url.origin),
    (route) => {
      const request = route.request();
      outside.push(request.url());
      if (request.resourceType() === 'image') {
        return route.fulfill({ status: 200, contentType: 'image/png', body: blankPng });
      }
      return route.abort('blockedbyclient');
    },
  );
  return { context, page: await context.newPage(), outside };
}

/** axe-core's source, read once. */
let axeSource: string | undefined;

/** Runs axe-core in the page (injected from the npm package) and returns its results. */
export async function runAxe(page: Page, options: Record<string, unknown> = {}): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol rather than added as a <script>: published pages carry a
  // Content-Security-Policy that (rightly) refuses an inline script.
  axeSource ??= readFileSync(require.resolve('axe-core'), 'utf8');
  if (!loaded) await page.evaluate(`${axeSource}\n;0`);
  return page.evaluate(
    (opts) => (window as unknown as { axe: { run(o: object): Promise<AxeResults> } }).axe.run(opts),
    options,
  );
}

/** The serious and critical violations of an axe run, one readable block each (empty: none). */
export function seriousViolations(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n')}${v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : ''}`,
    );
}
