import type { WatchableDomainDirectory } from '@sitewright/publisher';
import type { Database } from '@sitewright/store';
import type { Config } from '../config.ts';
import { systemClock } from '../contract/clock.ts';
import type { Logger } from '../logger.ts';
import { type PublishingRuntime, watchConnectedDomains } from '../publishing/index.ts';
import { createConnectedDomains } from './connected-domains.ts';
import { type DomainChecker, startDomainChecker } from './domain-checker.ts';
import { domainServicesFor, provideDomainServices } from './domain-services.ts';
import { sweepTenants } from './domain-tenant.ts';

/** Custom domains in the api process: the Host map the sites server routes with, and the checker. */
export interface DomainRuntime {
  /**
   * Pass to the sites server (`startSitesServer({ domains })`): Connected domain → handle, signalled
   * after every reload so the sites server thread's copy follows at once.
   */
  directory: WatchableDomainDirectory;
  /** Starts the periodic checker (and loads the map at once). Call once the migrations are applied. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Wires custom domains into a process (`main.ts`): one connected-domain map shared by the domain
 * calls (which reload it after each change) and the sites server, and the checker that advances
 * and expires pending domains every minute (README "Domains").
 */
export function createDomainRuntime(options: {
  db: Database;
  config: Config;
  logger: Logger;
  /** The process's publishing: a domain that becomes Connected republishes its site. */
  publishing?: PublishingRuntime;
  /** @defaultValue 60 000 */
  intervalMs?: number;
  /** How often tenants no domain needs are removed (CloudFront tenants only). @defaultValue 3 600 000 (hourly) */
  tenantSweepMs?: number;
}): DomainRuntime {
  const { db, config, logger } = options;
  const connected = watchConnectedDomains(createConnectedDomains());
  provideDomainServices(db, { connected });
  let checker: DomainChecker | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  return {
    directory: connected.directory,
    start() {
      if (checker) return;
      const services = domainServicesFor({
        db,
        config,
        auth: { settings: config },
        ...(options.publishing ? { publishing: options.publishing } : {}),
      });
      checker = startDomainChecker({
        db,
        services,
        clock: systemClock,
        logger: logger.child({ component: 'domains' }),
        ...(options.intervalMs ? { intervalMs: options.intervalMs } : {}),
      });
      checker.runOnce().catch((err: unknown) => logger.warn({ err }, 'first domain check failed'));
      if (services.tenants.kind !== 'none') {
        const sweepLogger = logger.child({ component: 'domain-tenants' });
        sweeper = setInterval(() => {
          sweepTenants({ db, services, logger: sweepLogger })
            .then((sweep) => {
              if (sweep.removed.length > 0) sweepLogger.info(sweep, 'removed unneeded domain tenants');
            })
            .catch((err: unknown) => sweepLogger.warn({ err }, 'domain tenant sweep failed'));
        }, options.tenantSweepMs ?? 3_600_000);
        sweeper.unref();
      }
    },
    /** Stops the timer; waits at most 2 s for a round in progress (shutdown must not hang on DNS). */
    async stop() {
      if (sweeper) clearInterval(sweeper);
      await Promise.race([checker?.stop(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    },
  };
}
