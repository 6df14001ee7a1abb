import { z } from 'zod';
import { entityId, timestamp } from '../entities/common.ts';
import { defineRoute } from './route-contract.ts';

/**
 * The leads inbox (issue 17 item 2; docs/decisions/leads.md): what visitors sent through the
 * published site's forms — contact messages and newsletter sign-ups — for the website's members
 * (spec §6 "Edit content and settings": the owner and editors). Suspected spam (a contact message
 * whose hidden trap field was filled) is kept in its own folder. The CSV exports answer files, not
 * JSON, so they are raw api routes rather than contracts: `GET /websites/{websiteId}/contacts.csv`
 * (contact messages) and `GET /websites/{websiteId}/newsletter.csv` (the newsletter subscribers).
 */

/** One lead: a contact message (answers by field title) or a newsletter sign-up. */
export const lead = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    id: z.uuid(),
    at: timestamp,
    handledAt: timestamp.nullable(),
    spam: z.boolean(),
    fields: z.record(z.string(), z.string()),
  }),
  z.object({
    kind: z.literal('signup'),
    id: z.uuid(),
    at: timestamp,
    handledAt: timestamp.nullable(),
    spam: z.literal(false),
    email: z.string(),
  }),
]);
export type Lead = z.infer<typeof lead>;

/** The folders: `inbox` (messages and sign-ups) and `spam` (suspected spam messages). */
export const leadFolders = ['inbox', 'spam'] as const;
export type LeadFolder = (typeof leadFolders)[number];

/** Most leads one page lists (`limit`'s bound); 50 when not asked. */
export const leadPageMax = 100;

/** A page of leads: newest first; `nextCursor` asks for the next (older) page, null on the last. */
export const leadPage = z.object({
  leads: z.array(lead),
  nextCursor: z.string().nullable(),
  /** Leads not handled yet (spam aside): the inbox's unread count. */
  unread: z.number().int().min(0),
  /** Suspected spam kept. */
  spam: z.number().int().min(0),
});
export type LeadPage = z.infer<typeof leadPage>;

/** Whether the caller is e-mailed about each new message (the owner by default; an editor when opted in). */
export const leadMailSetting = z.object({ emailEach: z.boolean() });
export type LeadMailSetting = z.infer<typeof leadMailSetting>;

const websiteIdParams = z.object({ websiteId: entityId });
const leadParams = z.object({ websiteId: entityId, leadId: z.uuid() });

export const leadCalls = {
  /**
   * A page of the website's leads, newest first. `limit` 1–100 (50); `cursor`: the previous page's
   * `nextCursor` (opaque; an unreadable one is 400).
   */
  listLeads: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/leads',
    auth: 'user',
    params: websiteIdParams,
    query: z.object({
      folder: z.enum(leadFolders).default('inbox'),
      limit: z.coerce.number().int().min(1).max(leadPageMax).default(50),
      cursor: z.string().max(200).optional(),
    }),
    responses: { 200: leadPage },
  }),
  /** Marks a lead handled (it leaves the unread count). */
  markLeadHandled: defineRoute({
    method: 'put',
    path: '/websites/:websiteId/leads/:leadId/handled',
    auth: 'user',
    params: leadParams,
    responses: { 204: null },
  }),
  /** Marks a lead not handled again. */
  markLeadUnhandled: defineRoute({
    method: 'delete',
    path: '/websites/:websiteId/leads/:leadId/handled',
    auth: 'user',
    params: leadParams,
    responses: { 204: null },
  }),
  /** Deletes a lead for good (a sign-up deleted is no longer subscribed). */
  deleteLead: defineRoute({
    method: 'delete',
    path: '/websites/:websiteId/leads/:leadId',
    auth: 'user',
    params: leadParams,
    responses: { 204: null },
  }),
  /** The caller's lead e-mail setting for this website. */
  leadMailSetting: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/leads/settings',
    auth: 'user',
    params: websiteIdParams,
    responses: { 200: leadMailSetting },
  }),
  /** Changes the caller's lead e-mail setting for this website. */
  updateLeadMailSetting: defineRoute({
    method: 'put',
    path: '/websites/:websiteId/leads/settings',
    auth: 'user',
    params: websiteIdParams,
    body: leadMailSetting,
    responses: { 200: leadMailSetting },
  }),
};
