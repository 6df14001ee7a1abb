import { describe, expect, it } from 'vitest';
import {
  classifyCreation,
  creationStageAdvanceAfterMs,
  creationStages,
  creationStagesFor,
  creationTimers,
} from './creation.ts';

describe('spec §2/§4 creation stages', () => {
  it('are the five stages in order', () => {
    expect(creationStages.map((s) => s.label)).toEqual([
      'Checking the link',
      'Importing content',
      'Personalizing',
      'Organizing layouts',
      'Finishing touches',
    ]);
  });
  it('without a link, checking and importing are skipped', () => {
    expect(creationStagesFor(false).map((s) => s.id)).toEqual([
      'personalizing',
      'organizingLayouts',
      'finishingTouches',
    ]);
    expect(creationStagesFor(true)).toHaveLength(5);
  });
});

describe('spec §4/§9 creation timers', () => {
  it('are 4500 / 8000 / 8000 ms', () => {
    expect(creationTimers).toEqual({ personalizing: 4500, extendedOrganizing: 8000, extendedScrape: 8000 });
  });
  it.each([
    ['personalizing', 4500],
    ['organizingLayouts', null],
  ] as const)('%s advances after %s', (stage, ms) => {
    expect(creationStageAdvanceAfterMs(stage)).toBe(ms);
  });
});

describe('spec §4 creation outcomes', () => {
  it.each([
    ['no link → success', false, 0, 'success'],
    ['5000 characters → success', true, 5000, 'success'],
    ['4999 characters → partial success', true, 4999, 'partialSuccess'],
    ['500 characters → partial success', true, 500, 'partialSuccess'],
    ['499 characters → minimal content imported (decision: < 500)', true, 499, 'minimalContentImported'],
    ['1 character → minimal content imported', true, 1, 'minimalContentImported'],
    ['nothing scraped → no content imported', true, 0, 'noContentImported'],
  ] as const)('finished: %s', (_rule, linkSupplied, scrapedTextLength, outcome) => {
    expect(classifyCreation({ status: 'finished', linkSupplied, scrapedTextLength })).toBe(outcome);
  });

  it.each([
    ['importing at 7999 ms', 'importingContent', 7999, null],
    ['importing at 8000 ms (extended scrape)', 'importingContent', 8000, 'takingLongerThanExpected'],
    ['checking the link at 8000 ms', 'checkingLink', 8000, 'takingLongerThanExpected'],
    ['organizing at 7999 ms', 'organizingLayouts', 7999, null],
    ['organizing at 8000 ms (extended organizing)', 'organizingLayouts', 8000, 'takingLongerThanExpected'],
    ['personalizing never "longer"', 'personalizing', 60_000, null],
  ] as const)('running: %s', (_rule, stage, msInStage, outcome) => {
    expect(classifyCreation({ status: 'running', stage, msInStage })).toBe(outcome);
  });
});
