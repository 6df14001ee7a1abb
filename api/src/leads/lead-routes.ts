import { type Lead as LeadView, leadCalls } from '@sitewright/model';
import {
  countLeads,
  deleteLead,
  type Lead,
  type LeadCursor,
  listLeads,
  readLeadMailSetting,
  setLeadHandled,
  writeLeadMailSetting,
} from '@sitewright/store';
import { z } from 'zod';
import type { ApiRoutes } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { requireCapability, requireMember } from '../websites/website-access.ts';
import { announceLeadsChanged } from './lead-notices.ts';

/**
 * Who may use the leads calls (docs/decisions/leads.md): spec §6 names no capability for leads; the
 * closest is "Edit content and settings" (owner: yes, editor: yes) — leads are what the website's
 * own forms collect, and the CSV export was already the owner's and the editors'. A website the
 * caller is not a member of answers 404 `website-not-found`, as every website call does.
 */
const capability = 'editContentAndSettings' as const;

/** Changes per user (mark, delete, settings): generous for a person, a bound for a script. */
const changesPerUser: RateRule = { name: 'lead-changes', limit: 600, windowMs: 10 * 60_000 };

const leadNotFound = () => new ApiError(404, 'lead-not-found', 'This message is no longer in the inbox.');
const invalidCursor = () => new ApiError(400, 'invalid-cursor', 'The cursor is not one this inbox gave.');

const cursorShape = z.object({ at: z.iso.datetime(), id: z.uuid() });

/** The cursor after `lead`: its time and id, base64url JSON (opaque to clients). */
export function encodeLeadCursor(lead: Pick<Lead, 'at' | 'id'>): string {
  return Buffer.from(JSON.stringify({ at: lead.at.toISOString(), id: lead.id })).toString('base64url');
}

function decodeLeadCursor(cursor: string): LeadCursor {
  try {
    const parsed = cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { at: new Date(parsed.at), id: parsed.id };
  } catch {
    throw invalidCursor();
  }
}

function leadView(lead: Lead): LeadView {
  const common = { id: lead.id, at: lead.at.toISOString(), handledAt: lead.handledAt?.toISOString() ?? null };
  return lead.kind === 'message'
    ? { kind: 'message', ...common, spam: lead.spam, fields: lead.fields }
    : { kind: 'signup', ...common, spam: false, email: lead.email };
}

const websiteRefusals = [
  { status: 404, code: 'website-not-found' },
  { status: 401, code: 'invalid-authorization-token' },
];

/** The leads inbox calls (model `leadCalls`). */
export function leadRoutes(routes: ApiRoutes, deps: RouteDependencies): void {
  const member = async (websiteId: string, user: { id: string; email: string }) => {
    const found = await requireMember(deps.db, websiteId, user);
    requireCapability(found, capability);
    return { websiteId: found.website.id, role: found.role };
  };

  routes.implement(
    leadCalls.listLeads,
    {
      summary: "The website's leads, newest first (owner and editors)",
      description:
        'Contact messages and newsletter sign-ups (`folder=inbox`), or the suspected spam (`folder=spam`: messages whose hidden trap field was filled). ' +
        'Paging: `limit` 1–100 (default 50); pass the answer’s `nextCursor` as `cursor` for the next, older page (null on the last). ' +
        '`unread` counts the leads not handled (spam aside). Live: members are sent `leads-changed` when a lead arrives, is marked or deleted.',
      tags: ['leads'],
      errors: [...websiteRefusals, { status: 400, code: 'invalid-cursor' }],
    },
    async ({ params, query, user }) => {
      const website = await member(params.websiteId, user);
      const before = query.cursor ? decodeLeadCursor(query.cursor) : null;
      // One more than asked: whether there is a next page.
      const rows = await listLeads(deps.db, website.websiteId, {
        folder: query.folder,
        limit: query.limit + 1,
        before,
      });
      const page = rows.slice(0, query.limit);
      const counts = await countLeads(deps.db, website.websiteId);
      const last = page.at(-1);
      return {
        leads: page.map(leadView),
        nextCursor: rows.length > query.limit && last ? encodeLeadCursor(last) : null,
        unread: counts.unread,
        spam: counts.spam,
      };
    },
  );

  const mark =
    (handled: boolean) =>
    async ({
      params,
      user,
      now,
    }: {
      params: { websiteId: string; leadId: string };
      user: { id: string; email: string };
      now: Date;
    }) => {
      const website = await member(params.websiteId, user);
      if (!(await setLeadHandled(deps.db, website.websiteId, params.leadId, handled ? now : null)))
        throw leadNotFound();
      await announceLeadsChanged(deps, website.websiteId);
      return undefined;
    };
  const leadErrors = [...websiteRefusals, { status: 404, code: 'lead-not-found' }];
  const limits = ({ user, ip }: { user: { id: string } | null; ip: string }) => [
    { rule: changesPerUser, key: user?.id ?? ip },
  ];

  routes.implement(
    leadCalls.markLeadHandled,
    { summary: 'Mark a lead handled (owner and editors)', tags: ['leads'], errors: leadErrors, limits },
    mark(true),
  );
  routes.implement(
    leadCalls.markLeadUnhandled,
    { summary: 'Mark a lead not handled (owner and editors)', tags: ['leads'], errors: leadErrors, limits },
    mark(false),
  );
  routes.implement(
    leadCalls.deleteLead,
    {
      summary: 'Delete a lead for good (owner and editors)',
      description: 'A deleted sign-up is no longer subscribed; a deleted message leaves the CSV export too.',
      tags: ['leads'],
      errors: leadErrors,
      limits,
    },
    async ({ params, user }) => {
      const website = await member(params.websiteId, user);
      if (!(await deleteLead(deps.db, website.websiteId, params.leadId))) throw leadNotFound();
      await announceLeadsChanged(deps, website.websiteId);
      return undefined;
    },
  );

  routes.implement(
    leadCalls.leadMailSetting,
    {
      summary: "The caller's lead e-mail setting for this website (owner: on by default; editor: off)",
      tags: ['leads'],
      errors: websiteRefusals,
    },
    async ({ params, user }) => {
      const website = await member(params.websiteId, user);
      return {
        emailEach: await readLeadMailSetting(deps.db, website.websiteId, user.id, website.role === 'Owner'),
      };
    },
  );
  routes.implement(
    leadCalls.updateLeadMailSetting,
    {
      summary:
        'Turn lead e-mails on or off for the caller on this website (each member decides for themselves)',
      tags: ['leads'],
      errors: websiteRefusals,
      limits,
    },
    async ({ params, body, user }) => {
      const website = await member(params.websiteId, user);
      await writeLeadMailSetting(deps.db, website.websiteId, user.id, body.emailEach);
      return { emailEach: body.emailEach };
    },
  );
}
