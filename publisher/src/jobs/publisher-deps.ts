import type { Database } from '@sitewright/store';
import type { Cdn } from '../cdn/cdn.ts';
import type { EdgeStore } from '../edge-store/edge-store.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import type { PointerChanges } from '../serving/pointer-changes.ts';
import type { PublishRequest } from './publish-request.ts';
import type { SavedDrafts } from './saved-drafts.ts';

/** Log lines of the jobs; pino's logger fits. */
export interface PublishLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** A logger that drops everything. */
export const silentPublishLogger: PublishLogger = { info() {}, warn() {}, error() {} };

/** Everything the processor works with. The api builds it once from its configuration. */
export interface PublisherDeps {
  db: Database;
  store: ObjectStore;
  cdn: Cdn;
  /**
   * The key-value store the edge routing function reads (CloudFront KeyValueStore), kept a mirror
   * of the live pointers and connected domains (`edge-store/edge-mirror.ts`).
   * @defaultValue none (the embedded default's sites server reads the pointer log itself)
   */
  edge?: EdgeStore;
  /**
   * This process's pointer changes (the api's sites server caches pointers and watches them): told
   * directly after every pointer write, before the job goes on; the NOTIFY each write also sends
   * carries its `origin`, so this process skips its own. @defaultValue none (a worker process:
   * only the NOTIFY)
   */
  pointerChanges?: Pick<PointerChanges, 'origin' | 'changed'>;
  /**
   * The drafts this process saved (the api's draft route remembers each save): an in-process job
   * renders the one its request snapshotted without reading the snapshot back ({@link SavedDrafts}).
   * @defaultValue none (a worker process reads every snapshot from the database)
   */
  savedDrafts?: SavedDrafts;
  /** The shared sites origin (`SITES_URL`, e.g. `http://localhost:3001`); a site is at `{sitesUrl}/{handle}`. */
  sitesUrl: string;
  /** Where published forms post (`API_URL`). */
  apiUrl: string;
  /** The app's URL, for the 'Made with Sitewright' badge. @defaultValue the templates' default */
  appUrl?: string;
  /** Code Embed allows 20 instead of 6 (spec §9 "in certain environments"). @defaultValue false */
  raisedLimits?: boolean;
  /**
   * How long an old build stays after it stopped being live or previous, so a visitor who loaded
   * its page a moment ago still gets its files. @defaultValue 300000 (5 minutes)
   */
  buildGraceMs?: number;
  /** @defaultValue () => new Date() */
  now?: () => Date;
  /** @defaultValue silent */
  logger?: PublishLogger;
  /** Test seams. Never set in production. */
  hooks?: {
    /** Awaited after the upload, just before the pointer switch (the slow-job fault tests). */
    beforeSwitch?: (request: PublishRequest) => Promise<void>;
  };
}

/** Five minutes: far longer than a page load, far shorter than anyone's patience with disk use. */
export const defaultBuildGraceMs = 5 * 60_000;
