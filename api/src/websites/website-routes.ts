import {
  type Image,
  image,
  imageSource,
  publicSiteUrl,
  sortWebsiteList,
  type WebsiteRole,
  websiteCalls,
} from '@sitewright/model';
import { requestDelete } from '@sitewright/publisher';
import {
  deleteWebsiteLeads,
  editControlHolder,
  findServingDomain,
  holdsEditControl,
  listMemberWebsites,
  type WebsiteRecord,
  websiteMemberIds,
} from '@sitewright/store';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { notifyUsers } from '../live/notify.ts';
import type { WebsitesDependencies } from './dependencies.ts';
import { outboxOptions, publishQueue, publishRefusal, sitesOrigin } from './publisher-link.ts';
import { requireCapability, requireMember } from './website-access.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Spec §3 list item of a stored website (columns, plus the name and icon from the draft). */
function listItemOf(website: WebsiteRecord, role: WebsiteRole) {
  const settings = (website.draft.websiteSettings ?? {}) as { businessName?: unknown; favIcon?: unknown };
  const icon = image.safeParse(settings.favIcon);
  return {
    draftId: website.id,
    // Spec §2: 'Draft - Not Published' until published; an unpublished site has no handle again.
    publishedHandle: website.lastPublishedAt ? website.handle : null,
    businessName: typeof settings.businessName === 'string' ? settings.businessName : '',
    createdAt: website.createdAt.toISOString(),
    modifiedAt: website.modifiedAt.toISOString(),
    lastDesignedAt: iso(website.lastDesignedAt),
    favicon: icon.success ? imageSource(icon.data as Image, 'thumbnail') : null,
    role,
  };
}

/**
 * Where visitors find a published website now (its serving custom domain, else its free address),
 * or null for a draft; read only for a published website (drafts cost no query).
 */
async function liveUrlOf(deps: WebsitesDependencies, website: WebsiteRecord): Promise<string | null> {
  const sitesUrl = sitesOrigin(deps);
  if (!website.lastPublishedAt || !website.handle || !sitesUrl) return null;
  const servingDomain = await findServingDomain(deps.db, website.id);
  return publicSiteUrl({ sitesUrl, handle: website.handle, servingDomain });
}

/** `GET /api/websites`, `GET /api/websites/{websiteId}`, `DELETE /api/websites/{websiteId}`. */
export function websiteRoutes(routes: ApiRoutes, deps: WebsitesDependencies): void {
  routes.implement(
    websiteCalls.listWebsites,
    { summary: "The caller's own and shared websites (spec §3 list items), newest first" },
    async ({ user }) => {
      const members = await listMemberWebsites(deps.db, user);
      const items = await Promise.all(
        members.map(async ({ website, role }) => ({
          ...listItemOf(website, role),
          liveUrl: await liveUrlOf(deps, website),
        })),
      );
      return { websites: sortWebsiteList(items) };
    },
  );

  routes.implement(
    websiteCalls.getWebsite,
    {
      summary: 'The draft document, its version, the caller’s role and who holds edit control',
      description:
        'Without a bearer token, the trial cookie (`sitewright_trial`, set by POST /api/trial/websites) reads its own trial website as its owner.',
      errors: [{ status: 404, code: 'website-not-found' }],
    },
    async ({ params, user }) => {
      const { website, role } = await requireMember(deps.db, params.websiteId, user);
      return {
        document: website.draft,
        version: website.draftVersion,
        role,
        editControl: {
          holderUserId: editControlHolder(website),
          youHoldIt: holdsEditControl(website, user.id),
        },
        liveUrl: await liveUrlOf(deps, website),
      };
    },
  );

  routes.implement(
    websiteCalls.deleteWebsite,
    {
      summary: 'Delete the website (owner only): published copy, build files, sitemap entry, then the draft',
      description:
        'Goes through the publisher. From the answer on, the website is gone for every caller (404) and its editors are told (website-deleted).',
      errors: [
        { status: 403, code: 'owner-only' },
        { status: 404, code: 'website-not-found' },
      ],
    },
    async ({ params, user }) => {
      const member = await requireMember(deps.db, params.websiteId, user);
      requireCapability(member, 'deleteWebsite');
      const told = await websiteMemberIds(deps.db, params.websiteId);
      const { request } = await requestDelete(
        deps.db,
        { websiteId: params.websiteId, requestedBy: user.id },
        publishQueue(deps),
        outboxOptions(deps),
      ).catch(publishRefusal);
      // Visitors' messages and sign-ups go now, not when the publisher's job deletes the draft.
      await deleteWebsiteLeads(deps.db, params.websiteId);
      await notifyUsers(deps.db, told, { kind: 'website-deleted', websiteId: params.websiteId });
      return reply(202, { requestId: request.id });
    },
  );
}
