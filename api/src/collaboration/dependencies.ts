import type { Database } from '@sitewright/store';
import type { AppServices } from '../auth/app-services.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/**
 * What the collaboration calls work with: the api's dependencies (`ApiDependencies` fits), named
 * here so this module does not import the router that imports it.
 */
export interface CollaborationDependencies extends AppServices {
  db: Database;
  logger: Logger;
  /** Read for the owned-website limit (`RAISED_LIMITS`, spec §9). */
  config?: Config;
}
