import type { Database } from '@sitewright/store';
import type { AppServices } from '../auth/app-services.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { PublishingRuntime } from '../publishing/index.ts';

/**
 * What the website calls work with: the api's dependencies (`ApiDependencies` fits), named here so
 * this module does not import the router that registers it.
 */
export interface WebsitesDependencies extends AppServices {
  db: Database;
  logger: Logger;
  /** `RAISED_LIMITS` (owned websites 10, Code Embed 20), the AI and image keys, `SITES_URL`. */
  config?: Config;
  /** The process's publishing (queue, store). Without it requests are recorded, not run. */
  publishing?: PublishingRuntime;
}
