/**
 * `node scripts/marketing-pictures.mjs [--designer-only]` runs this (a program, not a test): it
 * publishes the four example sites through the api on the offline generator, opens the designer,
 * shoots both in Debian's Chromium and writes the pictures and their index
 * (`makeMarketingPictures`). `marketing-pictures.test.ts` then checks what it wrote; `npm test`
 * checks the committed files the same way.
 */
import { startApi } from '../support/app-journey.ts';
import { chromiumMissingReason, launchChromium } from '../support/browser.ts';
import { ensureDesignerBuilt } from './designer-build.ts';
import { makeMarketingPictures } from './marketing-pictures.ts';

const reason = chromiumMissingReason();
if (reason) throw new Error(reason);
ensureDesignerBuilt();
const [api, browser] = await Promise.all([startApi(), launchChromium()]);
try {
  const entries = await makeMarketingPictures(api, browser, {
    designerOnly: process.argv.includes('--designer-only'),
  });
  console.log(`Wrote the marketing pictures: ${entries.map((entry) => entry.name).join(', ')}`);
} finally {
  await browser.close();
  await api.stop();
}
