import type { ObjectStore } from '@sitewright/publisher';
import type { Database } from '@sitewright/store';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { objectStoreFor } from '../publishing/index.ts';

/** What the upload calls need besides the database: where files go and how they are addressed. */
export interface UploadServices {
  /** The object store (the publishing one: `$DATA_DIR/objects` or S3). Null: uploads answer 503. */
  store: ObjectStore | null;
  /** The base of an upload's public URL: `{API_URL}/api/uploads`. */
  publicBaseUrl: string;
}

const provided = new WeakMap<Database, Partial<UploadServices>>();
const built = new WeakMap<Database, UploadServices>();

/** Replaces parts of the upload services of the app running on `db` (tests: a temporary folder store). */
export function provideUploadServices(db: Database, services: Partial<UploadServices>): void {
  provided.set(db, { ...provided.get(db), ...services });
  built.delete(db);
}

/**
 * The upload services of an app: what was provided; else the publishing runtime's store; else the
 * store the configuration names; the URLs from `API_URL`. Built once per database.
 */
export function uploadServicesFor(deps: RouteDependencies): UploadServices {
  const existing = built.get(deps.db);
  if (existing) return existing;
  const given = provided.get(deps.db) ?? {};
  const configured = deps.config ? objectStoreFor(deps.config.storage) : null;
  const services: UploadServices = {
    store: given.store ?? deps.publishing?.deps.store ?? configured,
    publicBaseUrl: given.publicBaseUrl ?? `${deps.auth.settings.apiUrl.replace(/\/+$/, '')}/api/uploads`,
  };
  built.set(deps.db, services);
  return services;
}
