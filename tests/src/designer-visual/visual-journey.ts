import type { Frame, Page } from 'playwright-core';

/** The designer's preview iframe as a frame (for `evaluate` inside it). */
export async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe[title="Website preview"]').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('The preview iframe has no document');
  return frame;
}

/**
 * The web fonts a document has loaded, once every face it uses has settled (`document.fonts.ready`):
 * `Family weight style`, sorted, quotes dropped.
 */
export async function loadedFonts(frame: Frame | Page): Promise<string[]> {
  return frame.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.status === 'loaded')
      .map((f) => `${f.family.replace(/["']/g, '')} ${f.weight} ${f.style}`)
      .sort();
  });
}
