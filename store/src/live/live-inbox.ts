import type { LiveEvent } from './live-events.ts';
import type { LiveEventHandlers } from './live-notifications.ts';

/**
 * Test support: collects the live events heard, per user, and lets a test wait for one. A test of
 * what must NOT arrive sends a later marker event and waits for it: notifications arrive in commit
 * order, so anything sent before the marker would have arrived first.
 */
export function liveInbox() {
  const heard: { userId: string; event: LiveEvent }[] = [];
  const malformed: string[] = [];
  const waiters: { test: () => boolean; resolve: () => void }[] = [];
  const wake = () => {
    for (const waiter of [...waiters]) {
      if (!waiter.test()) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const handlers: LiveEventHandlers = {
    event(userId, event) {
      heard.push({ userId, event });
      wake();
    },
    malformed(payload) {
      malformed.push(payload);
      wake();
    },
  };
  return {
    handlers,
    malformed,
    /** The events heard by `userId`, in order. */
    of: (userId: string) => heard.filter((h) => h.userId === userId).map((h) => h.event),
    /** Resolves once `test` holds (checked on every event; the test's timeout bounds the wait). */
    until(test: () => boolean): Promise<void> {
      if (test()) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
  };
}
