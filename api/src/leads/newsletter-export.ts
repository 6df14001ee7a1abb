import { entityId, errorEntry } from '@sitewright/model';
import { listNewsletterSubscribers } from '@sitewright/store';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { ApiRoutes } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { csvFileName, csvText, sendCsv } from '../forms/contacts-csv.ts';
import { ApiError } from '../http/api-error.ts';
import { chargeRateLimits, type RateRule } from '../http/rate-limit.ts';
import { requireCapability, requireMember, websiteErrors } from '../websites/website-access.ts';

/** As the contact export: plenty for a person, a bound for a script. */
const exportsPerUser: RateRule = { name: 'newsletter-export', limit: 30, windowMs: 60 * 60_000 };
const websiteParams = z.object({ websiteId: entityId });
const failed = errorEntry('contact-export-failed');

/** The export's header row. */
export const newsletterCsvTitles = ['Subscribed at', 'E-mail'] as const;

/**
 * `GET /api/websites/{id}/newsletter.csv`: the website's current newsletter subscribers (the
 * sign-ups the leads inbox lists) as a CSV download, oldest first — `Subscribed at`, `E-mail`.
 * Who may: as every leads call (docs/decisions/leads.md), the owner and editors; anyone else is told the
 * website does not exist (404). A failure is spec §8 'Contact export failed' / 'Export failed.
 * Please try again.' (500). A raw route: the answer is a file, not JSON.
 */
export function newsletterExportApi(routes: ApiRoutes, deps: RouteDependencies): Router {
  const router = Router();
  const path = '/websites/:websiteId/newsletter.csv';

  router.get(path, async (req: Request, res: Response) => {
    const user = await deps.auth.authenticator.authenticate(req);
    if (!user) throw new ApiError(401, 'invalid-authorization-token', 'Invalid authorization token.');
    const params = websiteParams.safeParse(req.params);
    if (!params.success) throw websiteErrors.notFound();
    const member = await requireMember(deps.db, params.data.websiteId, user);
    requireCapability(member, 'editContentAndSettings');
    await chargeRateLimits(deps.rateLimiter, [{ rule: exportsPerUser, key: user.id }], res);
    const { website } = member;
    try {
      const subscribers = await listNewsletterSubscribers(deps.db, website.id);
      const csv = csvText([
        newsletterCsvTitles,
        ...subscribers.map((s) => [s.subscribedAt.toISOString(), s.email]),
      ]);
      sendCsv(res, csvFileName('newsletter', website.handle ?? website.id), csv);
    } catch (error) {
      deps.logger.error({ err: error, websiteId: website.id }, 'newsletter export failed');
      res.status(500).json({ code: 'contact-export-failed', message: failed.message, title: failed.title });
    }
  });
  routes.describe({
    method: 'get',
    path,
    summary: "The website's newsletter subscribers as CSV (owner and editors)",
    description:
      'Columns `Subscribed at` (ISO 8601) and `E-mail`, oldest first: the sign-ups the leads inbox lists (a deleted or unsubscribed sign-up is not exported).',
    tags: ['leads'],
    auth: 'user',
    responses: { 200: null },
    errors: [
      { status: 404, code: 'website-not-found' },
      { status: 500, code: 'contact-export-failed' },
    ],
  });
  return router;
}
