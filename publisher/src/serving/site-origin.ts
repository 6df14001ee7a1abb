import type { LivePointer } from '../object-store/object-store.ts';
import type { LiveSite, RouteLookup } from './route-request.ts';

/**
 * Which origin serves a published site: ONE rule, used by the embedded sites server
 * (`createStoreLookup`) and by the edge mirror, which writes its answers into the KVS
 * (`edge-store/edge-mirror.ts`).
 *
 * A build is served only at the origin it was rendered for (the pointer entry's `domain`: base path,
 * canonical URL, custom code). So:
 * - a custom domain serves its handle only while the domain is Connected to it (spec §4) AND the
 *   handle's live build was rendered for that domain. Between a domain becoming Connected and the
 *   republish for it going live, the domain serves nothing (the shared origin's build would have
 *   broken asset paths there); once disconnected, it serves nothing at once.
 * - the shared origin redirects to the domain the live build was rendered for, and to nothing else:
 *   after a disconnect it redirects until the republish for the shared origin is live, and no
 *   longer (custom code never runs on the shared origin, whatever any domain list says).
 */

/** Where the rule reads the truth: the domains' state and the handles' live pointers. */
export interface SiteOriginTruth {
  /** The handle `host` (lower-case, no port) is Connected to, or null. */
  connectedHandle(host: string): Promise<string | null> | string | null;
  /** The live pointer of a handle (the highest pointer-log entry), or null. */
  readPointer(handle: string): Promise<LivePointer | null>;
}

/** The routing view of a live pointer: its build and the origin it was rendered for; null for none. */
export function liveSiteOf(pointer: LivePointer | null): LiveSite | null {
  if (pointer === null || pointer.buildId === null) return null;
  return { buildId: pointer.buildId, domain: pointer.domain ?? null };
}

/** The handle a custom domain serves now, or null (see the module comment). */
export async function handleServedAt(truth: SiteOriginTruth, host: string): Promise<string | null> {
  const handle = await truth.connectedHandle(host);
  if (!handle) return null;
  const site = liveSiteOf(await truth.readPointer(handle));
  return site !== null && site.domain === host ? handle : null;
}

/** The {@link RouteLookup} of the rule over `truth`: what `routeRequest` needs, read per request. */
export function siteOriginLookup(truth: SiteOriginTruth): RouteLookup {
  return {
    handleForDomain: (host) => handleServedAt(truth, host),
    liveSite: async (handle) => liveSiteOf(await truth.readPointer(handle)),
  };
}
