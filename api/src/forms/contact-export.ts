import { contactForm, errorEntry } from '@sitewright/model';
import { findContactFormDocument, listContactMessages } from '@sitewright/store';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { ApiRoutes } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { websiteMembership } from '../domains/website-member.ts';
import { ApiError } from '../http/api-error.ts';
import { chargeRateLimits, type RateRule } from '../http/rate-limit.ts';
import { contactsCsv, csvFileName, sendCsv } from './contacts-csv.ts';

const exportsPerUser: RateRule = { name: 'contact-export', limit: 30, windowMs: 60 * 60_000 };
const websiteParams = z.object({ websiteId: z.string().min(1).max(128) });
const failed = errorEntry('contact-export-failed');

/** The titles of the website's contact form: the published one (what visitors filled in), else the draft's. */
async function formTitles(deps: RouteDependencies, websiteId: string): Promise<string[]> {
  const document = (await findContactFormDocument(deps.db, websiteId)) as { sections?: unknown } | null;
  const sections = document?.sections;
  const contact = Array.isArray(sections)
    ? (sections as { type?: unknown; form?: unknown }[]).find((s) => s?.type === 'Contact')
    : undefined;
  const form = contactForm.safeParse(contact?.form);
  return form.success ? form.data.fields.map((f) => f.title) : [];
}

/**
 * `GET /api/websites/{id}/contacts.csv` (owner and editors): the contact-form messages as a CSV
 * download (README "Forms and export"). Every refusal but sign-in is spec §8 'Contact export failed'
 * / 'Export failed. Please try again.' (403 without access, 500 on a failure).
 */
export function contactExportApi(routes: ApiRoutes, deps: RouteDependencies): Router {
  const router = Router();
  const path = '/websites/:websiteId/contacts.csv';
  const refuse = (res: Response, status: number) =>
    res.status(status).json({ code: 'contact-export-failed', message: failed.message, title: failed.title });

  router.get(path, async (req: Request, res: Response) => {
    const user = await deps.auth.authenticator.authenticate(req);
    if (!user) throw new ApiError(401, 'invalid-authorization-token', 'Invalid authorization token.');
    const params = websiteParams.safeParse(req.params);
    const member = params.success ? await websiteMembership(deps.db, params.data.websiteId, user) : null;
    if (!member) return void refuse(res, 403);
    await chargeRateLimits(deps.rateLimiter, [{ rule: exportsPerUser, key: user.id }], res);
    try {
      const csv = contactsCsv(
        await formTitles(deps, member.websiteId),
        await listContactMessages(deps.db, member.websiteId),
      );
      sendCsv(res, csvFileName('contacts', member.handle ?? member.websiteId), csv);
    } catch (error) {
      deps.logger.error({ err: error, websiteId: member.websiteId }, 'contact export failed');
      refuse(res, 500);
    }
  });
  routes.describe({
    method: 'get',
    path,
    summary: "The website's contact-form messages as CSV (owner and editors)",
    tags: ['forms'],
    auth: 'user',
    responses: { 200: null },
    errors: [
      { status: 403, code: 'contact-export-failed' },
      { status: 500, code: 'contact-export-failed' },
    ],
  });
  return router;
}
