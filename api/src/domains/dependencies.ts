import type { Database } from '@sitewright/store';
import type { AppServices } from '../auth/app-services.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { PublishingRuntime } from '../publishing/index.ts';

/**
 * What the domain, upload and form calls work with: the api's dependencies (`ApiDependencies`
 * fits), named here so these modules do not import the router that registers them.
 */
export interface RouteDependencies extends AppServices {
  db: Database;
  logger: Logger;
  /** `SITES_URL`, `API_URL`, the storage. Absent in tests (the services are provided instead). */
  config?: Config;
  /** The process's publishing: its object store holds the uploads too. */
  publishing?: PublishingRuntime;
}
