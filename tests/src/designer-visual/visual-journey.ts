import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall, type JourneyApi, type JourneySession } from '../support/app-journey.ts';

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

/** Publishes the website under `handle` through the api and waits for its live address. */
export async function publishThroughApi(
  api: JourneyApi,
  session: JourneySession,
  websiteId: string,
  handle: string,
): Promise<string> {
  const { requestId } = await apiCall<{ requestId: string }>(
    api,
    session,
    'POST',
    `/api/websites/${websiteId}/publish`,
    { handle },
  );
  let liveUrl = '';
  await expect
    .poll(
      async () => {
        const status = await apiCall<{ state: string; liveUrl?: string; error?: unknown }>(
          api,
          session,
          'GET',
          `/api/websites/${websiteId}/publish/${requestId}`,
        );
        if (status.state === 'failed') throw new Error(`publish failed: ${JSON.stringify(status.error)}`);
        liveUrl = status.liveUrl ?? '';
        return status.state;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe('succeeded');
  return liveUrl;
}
