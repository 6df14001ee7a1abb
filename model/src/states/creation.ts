import { timings } from '../limits/index.ts';

/** Spec §2/§4: the stages of the creation progress view, in order. */
export const creationStages = [
  { id: 'checkingLink', label: 'Checking the link' },
  { id: 'importingContent', label: 'Importing content' },
  { id: 'personalizing', label: 'Personalizing' },
  { id: 'organizingLayouts', label: 'Organizing layouts' },
  { id: 'finishingTouches', label: 'Finishing touches' },
] as const;
export type CreationStage = (typeof creationStages)[number]['id'];

/**
 * The stages shown for one creation. Decision: without a supplied link there is nothing to check or
 * import, so the first two stages are left out.
 */
export function creationStagesFor(linkSupplied: boolean): readonly (typeof creationStages)[number][] {
  return linkSupplied ? creationStages : creationStages.slice(2);
}

/** Spec §4/§9 creation time-outs in ms: personalizing 4500, extended organizing 8000, extended scrape 8000. */
export const creationTimers = {
  personalizing: timings.creationPersonalizing,
  extendedOrganizing: timings.creationExtendedOrganizing,
  extendedScrape: timings.creationExtendedScrape,
} as const;

/** Spec §4: scraped text under this many characters makes the outcome a partial success. */
export const partialSuccessScrapeChars = 5000;

/**
 * Decision (spec: "minimal content imported", no threshold given): scraped text with fewer than this
 * many characters is too thin to build sections from.
 */
export const minimalContentScrapeChars = 500;

/** Spec §4 creation outcomes. */
export const creationOutcomes = [
  'success',
  'partialSuccess',
  'noContentImported',
  'minimalContentImported',
  'takingLongerThanExpected',
] as const;
export type CreationOutcome = (typeof creationOutcomes)[number];

/** A creation still running (the current stage and how long it has lasted) or finished. */
export type CreationProgress =
  | { status: 'running'; stage: CreationStage; msInStage: number }
  | { status: 'finished'; linkSupplied: boolean; scrapedTextLength: number };

/**
 * Classifies a creation (spec §4).
 *
 * Running: 'takingLongerThanExpected' once checking/importing has lasted 8000 ms (extended scrape) or
 * organizing layouts has lasted 8000 ms (extended organizing); otherwise `null` (no notice yet).
 * Finished: without a link, 'success'. With a link: no scraped text → 'noContentImported'; under 500
 * characters → 'minimalContentImported'; under 5000 → 'partialSuccess'; else 'success'.
 */
export function classifyCreation(progress: CreationProgress): CreationOutcome | null {
  if (progress.status === 'running') {
    const limit =
      progress.stage === 'checkingLink' || progress.stage === 'importingContent'
        ? creationTimers.extendedScrape
        : progress.stage === 'organizingLayouts'
          ? creationTimers.extendedOrganizing
          : Number.POSITIVE_INFINITY;
    return progress.msInStage >= limit ? 'takingLongerThanExpected' : null;
  }
  if (!progress.linkSupplied) return 'success';
  const length = progress.scrapedTextLength;
  if (length <= 0) return 'noContentImported';
  if (length < minimalContentScrapeChars) return 'minimalContentImported';
  if (length < partialSuccessScrapeChars) return 'partialSuccess';
  return 'success';
}

/**
 * When the progress view moves on from `stage` by itself: personalizing advances after 4500 ms (spec §4);
 * the other stages advance when their work finishes (`null`).
 */
export function creationStageAdvanceAfterMs(stage: CreationStage): number | null {
  return stage === 'personalizing' ? creationTimers.personalizing : null;
}
