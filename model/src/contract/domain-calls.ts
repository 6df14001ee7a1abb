import { z } from 'zod';
import { entityId } from '../entities/common.ts';
import { domainName, websiteDomain } from '../entities/website-domain.ts';
import { fieldLimits } from '../limits/index.ts';
import { defineRoute } from './route-contract.ts';

/** The custom-domain calls (spec §3, §4, §7, §8; docs/decisions/domains.md). */

/** A DNS record the owner creates at their DNS provider. */
export const dnsRecord = z.object({
  type: z.enum(['TXT', 'CNAME']),
  /** The full record name. */
  host: z.string(),
  value: z.string(),
  purpose: z.enum(['ownership', 'traffic']),
});

/** A domain as the calls answer it: the §3 entity, its website, the §4 pending stages and the DNS records. */
export const domainView = websiteDomain.safeExtend({
  websiteId: entityId.nullable(),
  /** Spec §4: neither Connected nor Failed. */
  pending: z.boolean(),
  /** Spec §4 "Pending UI stages"; null for Failed (re-configure and support instead). */
  stages: z
    .array(
      z.object({
        id: z.enum(['connectionInitiated', 'dnsVerified', 'certificate']),
        label: z.string(),
        status: z.enum(['notStarted', 'waiting', 'inProgress', 'completed']),
        note: z.string().optional(),
      }),
    )
    .nullable(),
  records: z.array(dnsRecord),
});
export type DomainView = z.infer<typeof domainView>;

const domainParams = z.object({ domainName });

export const domainCalls = {
  /** The caller's domains, or those of one website they own or edit. */
  listDomains: defineRoute({
    method: 'get',
    path: '/domains',
    auth: 'user',
    query: z.object({ websiteId: entityId.optional() }),
    responses: { 200: z.object({ domains: z.array(domainView) }) },
  }),
  /** Answers the DNS records to create: 201 when the domain is new, 200 when it was connected again. */
  connectDomain: defineRoute({
    method: 'post',
    path: '/domains',
    auth: 'user',
    body: z.object({ domainName, websiteId: entityId }),
    responses: { 200: domainView, 201: domainView },
  }),
  checkDomain: defineRoute({
    method: 'post',
    path: '/domains/:domainName/check',
    auth: 'user',
    params: domainParams,
    responses: { 200: domainView },
  }),
  /** Only while its ownership is not verified. */
  deleteDomain: defineRoute({
    method: 'delete',
    path: '/domains/:domainName',
    auth: 'user',
    params: domainParams,
    responses: { 204: null },
  }),
  reconnectDomain: defineRoute({
    method: 'post',
    path: '/domains/:domainName/reconnect',
    auth: 'user',
    params: domainParams,
    responses: { 200: domainView },
  }),
  /** The website's owner only (spec §4 disconnect). */
  disconnectDomain: defineRoute({
    method: 'post',
    path: '/domains/:domainName/disconnect',
    auth: 'user',
    params: domainParams,
    responses: {
      200: z.object({
        domain: domainView,
        websiteId: entityId,
        sendDisconnectEmail: z.boolean(),
        analyticsIdCleared: z.boolean(),
      }),
    },
  }),
  /** Spec §7, exactly as named, with `{ websiteId, domain, companyName }`; at most once per disconnect. */
  sendDisconnectEmail: defineRoute({
    method: 'post',
    path: '/entri/email-service/send-disconnect-email',
    auth: 'user',
    body: z.object({
      websiteId: entityId,
      domain: domainName,
      companyName: z.string().trim().max(fieldLimits.businessName),
    }),
    responses: { 200: z.object({ sent: z.boolean() }) },
  }),
};
