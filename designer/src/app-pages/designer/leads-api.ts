import { type LeadFolder, leadCalls, type RouteAnswer } from '@sitewright/model';
import { callRoute } from './websites-api.ts';

/** A page of leads as the api answers it (docs/decisions/leads.md). */
export type LeadsPage = RouteAnswer<typeof leadCalls.listLeads>;
export type InboxLead = LeadsPage['leads'][number];

/** The leads inbox calls (model `leadCalls`). */
export const leadsApi = {
  page: (websiteId: string, folder: LeadFolder, cursor?: string, limit = 50) =>
    callRoute(leadCalls.listLeads, {
      params: { websiteId },
      query: { folder, limit, ...(cursor ? { cursor } : {}) },
    }),
  markHandled: (websiteId: string, leadId: string, handled: boolean) =>
    callRoute(handled ? leadCalls.markLeadHandled : leadCalls.markLeadUnhandled, {
      params: { websiteId, leadId },
    }),
  remove: (websiteId: string, leadId: string) =>
    callRoute(leadCalls.deleteLead, { params: { websiteId, leadId } }),
  mailSetting: (websiteId: string) => callRoute(leadCalls.leadMailSetting, { params: { websiteId } }),
  setMailSetting: (websiteId: string, emailEach: boolean) =>
    callRoute(leadCalls.updateLeadMailSetting, { params: { websiteId }, body: { emailEach } }),
};

/** The inbox's address for a website. */
export const leadsInboxPath = (websiteId: string) => `/designer/${encodeURIComponent(websiteId)}/leads`;
