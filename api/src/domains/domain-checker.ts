import { type Database, listPendingDomains } from '@sitewright/store';
import type { Clock } from '../contract/clock.ts';
import type { Logger } from '../logger.ts';
import { checkDomain } from './domain-check.ts';
import type { DomainServices } from './domain-services.ts';

/** Options of {@link startDomainChecker}. */
export interface DomainCheckerOptions {
  db: Database;
  services: DomainServices;
  clock: Clock;
  logger: Logger;
  /** How often pending domains are checked. @defaultValue 60 000 (one minute) */
  intervalMs?: number;
  /** Pending domains checked per round, oldest change first. @defaultValue 200 */
  batchSize?: number;
}

/** A running checker. */
export interface DomainChecker {
  /** One round now (tests; the timer calls it too). Resolves with how many domains moved. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * One round: every pending domain (spec §4) is checked like `POST /api/domains/{domain}/check`
 * does, so ownership and certificates advance, and expire (OwnershipVerificationExpired after the
 * window, CertificateActivationFailed after 48 h), without anyone asking. Then the connected-domain
 * map is reloaded, which also picks up renames and other processes' changes.
 */
export async function checkPendingDomains(options: DomainCheckerOptions): Promise<number> {
  const { db, services, clock, logger } = options;
  const rows = await listPendingDomains(db, options.batchSize ?? 200);
  let moved = 0;
  for (const row of rows) {
    try {
      const after = await checkDomain(db, services, row, clock.now(), (err) =>
        logger.warn(
          { err, domainName: row.domainName },
          'the certificate authority or the CDN did not answer',
        ),
      );
      if (after.state !== row.state || after.pendingReason !== row.pendingReason) moved++;
    } catch (err) {
      logger.warn({ err, domainName: row.domainName }, 'domain check failed');
    }
  }
  await services.connected.refresh(db);
  return moved;
}

/** Runs {@link checkPendingDomains} every `intervalMs` (the timer does not keep the process alive). */
export function startDomainChecker(options: DomainCheckerOptions): DomainChecker {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= checkPendingDomains(options).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => options.logger.warn({ err }, 'domain checker round failed'));
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
