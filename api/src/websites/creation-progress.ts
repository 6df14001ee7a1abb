import type { Queryable } from '@sitewright/store';
import { type CreationProgress, notifyUsers } from '../live/notify.ts';
import type { Logger } from '../logger.ts';

/** A progress step as it travels: its place in the creation, so a stream drops repeats. */
export interface NumberedProgress {
  seq: number;
  progress: CreationProgress;
}

const keepMs = 5 * 60_000;
const maxCreations = 1000;

/**
 * Where the steps of recent creations are kept in this process, so a stream opened a moment after
 * `POST /api/websites` (on the same process) still shows the stages it missed. Streams on other
 * processes get the steps through NOTIFY only (open the stream first: see the README).
 */
export function createProgressBoard(now: () => number = Date.now) {
  const board = new Map<string, { userId: string; steps: NumberedProgress[]; until: number }>();
  const key = (userId: string, creationId: string) => `${userId}:${creationId}`;
  return {
    record(userId: string, creationId: string, step: NumberedProgress): void {
      const at = now();
      if (board.size >= maxCreations) {
        for (const [k, entry] of board) if (entry.until <= at || board.size >= maxCreations) board.delete(k);
      }
      const entry = board.get(key(userId, creationId)) ?? { userId, steps: [], until: 0 };
      entry.steps.push(step);
      entry.until = at + keepMs;
      board.set(key(userId, creationId), entry);
    },
    /** The steps recorded so far, oldest first. */
    replay(userId: string, creationId: string): NumberedProgress[] {
      const entry = board.get(key(userId, creationId));
      return entry && entry.until > now() ? [...entry.steps] : [];
    },
  };
}
export type ProgressBoard = ReturnType<typeof createProgressBoard>;

/**
 * The progress channel of one creation: each step is numbered, kept on the board, and sent to the
 * user's streams through NOTIFY, in order (one NOTIFY after the other). `flush` waits for them.
 */
export function progressChannel(
  db: Queryable,
  board: ProgressBoard,
  logger: Logger,
  userId: string,
  creationId: string | undefined,
) {
  let seq = 0;
  let sent: Promise<void> = Promise.resolve();
  return {
    emit(progress: CreationProgress): void {
      if (!creationId) return;
      const step = { seq: seq++, progress };
      board.record(userId, creationId, step);
      sent = sent
        .then(() => notifyUsers(db, [userId], { kind: 'creation-progress', creationId, ...step }))
        .catch((err: unknown) => logger.warn({ err }, 'could not send a creation progress event'));
    },
    flush: () => sent,
  };
}
