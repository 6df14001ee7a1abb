import { type CreationStage, classifyCreation, creationStagesFor, creationTimers } from '@sitewright/model';

/** A progress event of a website creation, as the client's progress view follows it (spec §2, §4). */
export type CreationEvent =
  | { type: 'stage'; stage: CreationStage; label: string; index: number; total: number }
  | { type: 'notice'; stage: CreationStage; outcome: 'takingLongerThanExpected' };

/**
 * How long a stage may run before the 'Taking longer than expected' notice (spec §4: 8000 ms in
 * checking/importing and in organizing), or null. The model's `classifyCreation` decides.
 */
function noticeAfterMs(stage: CreationStage): number | null {
  const limits = [creationTimers.extendedScrape, creationTimers.extendedOrganizing].sort((a, b) => a - b);
  return (
    limits.find(
      (ms) => classifyCreation({ status: 'running', stage, msInStage: ms }) === 'takingLongerThanExpected',
    ) ?? null
  );
}

/**
 * Emits the stages of one creation in order, each once: the five of spec §2, or the last three
 * without a link (`creationStagesFor`). While a stage with a spec §4 time-out runs past it, a
 * 'takingLongerThanExpected' notice follows. `finish` stops the timer.
 */
export function creationProgress(linkSupplied: boolean, emit: (event: CreationEvent) => void = () => {}) {
  const stages = creationStagesFor(linkSupplied);
  let current = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    stages,
    enter(stage: CreationStage): void {
      const index = stages.findIndex((s) => s.id === stage);
      if (index <= current) return;
      clearTimeout(timer);
      current = index;
      const { label } = stages[index]!;
      emit({ type: 'stage', stage, label, index, total: stages.length });
      const after = noticeAfterMs(stage);
      if (after !== null) {
        timer = setTimeout(() => emit({ type: 'notice', stage, outcome: 'takingLongerThanExpected' }), after);
        timer.unref?.();
      }
    },
    finish(): void {
      clearTimeout(timer);
    },
  };
}
