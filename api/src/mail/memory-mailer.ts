import type { Mailer, SentMail } from './mailer.ts';

/** A mailer that keeps messages in memory: for tests, which read `sent` to follow links and codes. */
export interface MemoryMailer extends Mailer {
  readonly kind: 'memory';
  readonly sent: SentMail[];
  /** The last message sent to `to`, or undefined. */
  lastTo(to: string): SentMail | undefined;
  /** Makes the next `send` fail with `error` (to test what a route does when mail is down). */
  failNext(error: Error): void;
}

/** Creates a {@link MemoryMailer}. */
export function createMemoryMailer(from = 'Sitewright <no-reply@localhost>'): MemoryMailer {
  const sent: SentMail[] = [];
  let failure: Error | undefined;
  return {
    kind: 'memory',
    sent,
    lastTo: (to) => sent.filter((m) => m.to === to).at(-1),
    failNext(error) {
      failure = error;
    },
    async send(message) {
      if (failure) {
        const error = failure;
        failure = undefined;
        throw error;
      }
      sent.push({ ...message, from, sentAt: new Date().toISOString() });
    },
    async close() {},
  };
}
