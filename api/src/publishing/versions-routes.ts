import {
  type Image,
  imageSource,
  publicSiteUrl,
  versionCalls,
  type Website,
  websiteCodeEmbedRaised,
  website as websiteDocument,
} from '@sitewright/model';
import { publishedImages } from '@sitewright/publisher';
import {
  findServingDomain,
  listPublishedVersions,
  readSaveState,
  saveDraft,
  versionSnapshot,
} from '@sitewright/store';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { WebsitesDependencies } from '../websites/dependencies.ts';
import { sitesOrigin } from '../websites/publisher-link.ts';
import {
  requireCapability,
  requireEditControl,
  requireMember,
  websiteErrors,
} from '../websites/website-access.ts';
import { staleDraftMessage } from '../websites/website-schemas.ts';

/**
 * Version history (docs/decisions/websites.md "Version history"): the versions kept, and "Copy
 * into draft". Restoring one is the rollback call with `{ versionId }` (`websites/publish-routes.ts`).
 * Spec §6: publishing is "Edit content and settings" — the owner and editors; anyone else is told
 * the website does not exist. Listing needs no edit control; copying into the draft is a save, so
 * it needs edit control like any save.
 */

export const versionNotFound = () =>
  new ApiError(404, 'version-not-found', 'This version is no longer kept. Open the version history again.');

/** Thumbnails by `websiteId/buildId`: a build never changes, so neither does its first picture. */
const thumbnails = new Map<string, string | null>();
const thumbnailsKept = 2000;

/**
 * The first picture the published page showed: the first of its sections' pictures (the logo and
 * browser icon, which every version shares, only when the page has no other). Decision: the
 * worker has no browser to render a screenshot with, so this is the honest thumbnail.
 */
export function firstPicture(site: Website): string | null {
  const images = publishedImages(site);
  const settingsOnly = new Set(
    publishedImages({ ...site, sections: [] } as Website).map((image: Image) => JSON.stringify(image.urls)),
  );
  const first = images.find((image) => !settingsOnly.has(JSON.stringify(image.urls))) ?? images[0];
  return first ? imageSource(first, 'small') : null;
}

async function thumbnailOf(
  deps: WebsitesDependencies,
  websiteId: string,
  buildId: string,
): Promise<string | null> {
  const key = `${websiteId}/${buildId}`;
  if (thumbnails.has(key)) return thumbnails.get(key) ?? null;
  const snapshot = await versionSnapshot(deps.db, websiteId, buildId);
  const parsed = websiteCodeEmbedRaised.safeParse(snapshot?.document);
  const url = parsed.success ? firstPicture(parsed.data) : null;
  if (thumbnails.size >= thumbnailsKept) thumbnails.delete(thumbnails.keys().next().value as string);
  thumbnails.set(key, url);
  return url;
}

export function versionRoutes(routes: ApiRoutes, deps: WebsitesDependencies): void {
  const refusals = [{ status: 404, code: 'website-not-found' }] as const;

  routes.implement(
    versionCalls.listVersions,
    {
      summary:
        'The published versions kept (the last 20 at the address, and the live and previous ones), newest first',
      description:
        'Owner and editors (spec §6 "Edit content and settings"). `thumbnailUrl` is the first picture the published page showed. Restore one with POST …/rollback { versionId }.',
      errors: refusals,
    },
    async ({ params, user }) => {
      const member = await requireMember(deps.db, params.websiteId, user);
      requireCapability(member, 'editContentAndSettings');
      const versions = await listPublishedVersions(deps.db, params.websiteId);
      const sites = sitesOrigin(deps);
      const servingDomain = versions.length > 0 ? await findServingDomain(deps.db, params.websiteId) : null;
      return {
        versions: await Promise.all(
          versions.map(async (version) => ({
            id: version.buildId,
            publishedAt: version.publishedAt.toISOString(),
            publishedBy: version.publishedByEmail,
            live: version.live,
            address: sites ? publicSiteUrl({ sitesUrl: sites, handle: version.handle, servingDomain }) : null,
            thumbnailUrl: await thumbnailOf(deps, params.websiteId, version.buildId),
            draftVersion: version.draftVersion,
          })),
        ),
      };
    },
  );

  routes.implement(
    versionCalls.getVersion,
    {
      summary: "A kept version's content: the document its publish was made from",
      errors: [...refusals, { status: 404, code: 'version-not-found' }],
    },
    async ({ params, user }) => {
      const member = await requireMember(deps.db, params.websiteId, user);
      requireCapability(member, 'editContentAndSettings');
      const kept = await listPublishedVersions(deps.db, params.websiteId);
      const snapshot = kept.some((version) => version.buildId === params.versionId)
        ? await versionSnapshot(deps.db, params.websiteId, params.versionId)
        : null;
      if (!snapshot) throw versionNotFound();
      return { id: params.versionId, document: snapshot.document as Website };
    },
  );

  routes.implement(
    versionCalls.copyVersionIntoDraft,
    {
      summary:
        "Replace the draft with a version's content (a new draft version; a stale baseVersion is refused)",
      errors: [
        ...refusals,
        { status: 404, code: 'version-not-found' },
        { status: 409, code: 'stale-draft' },
        { status: 409, code: 'edit-control-required' },
      ],
    },
    async ({ params, body, user, now }) => {
      const { websiteId, versionId } = params;
      const state = await readSaveState(deps.db, websiteId, user);
      if (!state) throw websiteErrors.notFound();
      requireEditControl(state, user.id);
      const kept = await listPublishedVersions(deps.db, websiteId);
      const snapshot = kept.some((version) => version.buildId === versionId)
        ? await versionSnapshot(deps.db, websiteId, versionId)
        : null;
      if (!snapshot) throw versionNotFound();
      const schema = deps.config?.raisedLimits ? websiteCodeEmbedRaised : websiteDocument;
      const parsed = schema.safeParse(snapshot.document);
      if (!parsed.success) throw versionNotFound();
      const result = await saveDraft(deps.db, {
        websiteId,
        document: parsed.data,
        baseVersion: body.baseVersion,
        user,
        now,
        state,
      });
      if (result.saved) return { version: result.version };
      if (result.reason === 'gone') throw websiteErrors.notFound();
      if (result.reason === 'edit-control') throw websiteErrors.editControlRequired();
      return reply(409, {
        code: 'stale-draft',
        message: staleDraftMessage,
        currentVersion: result.currentVersion,
      });
    },
  );
}
