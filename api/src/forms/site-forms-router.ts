import { validateContactEmail } from '@sitewright/model';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { ApiRoutes } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { domainServicesFor } from '../domains/domain-services.ts';
import { enforceRateLimits, type RateRule, TooManyRequestsError } from '../http/rate-limit.ts';
import { checkContactSubmission, submissionMessages } from './contact-submission.ts';
import { answerRefusal, answerSuccess, type FormRefusal, thanksUrl } from './form-answers.ts';
import { findPublishedSite, type PublishedSite } from './published-site.ts';
import { allowOrigin, answerPreflight, originAllowed } from './site-cors.ts';

type FormKind = 'contact' | 'newsletter';

/** Per visitor address and per website; a refused request charges nothing (README "Forms and export"). */
const limits: Record<FormKind, { ip: RateRule; website: RateRule }> = {
  contact: {
    ip: { name: 'site-contact-ip', limit: 5, windowMs: 10 * 60_000 },
    website: { name: 'site-contact-website', limit: 100, windowMs: 60 * 60_000 },
  },
  newsletter: {
    ip: { name: 'site-newsletter-ip', limit: 5, windowMs: 10 * 60_000 },
    website: { name: 'site-newsletter-website', limit: 200, windowMs: 60 * 60_000 },
  },
};

/** The trap field every published form carries, hidden from people (templates `Honeypot`). */
export const honeypotField = 'company_website';

const websiteIdParam = z.string().min(1).max(128);
const notFound = (): FormRefusal => ({
  status: 404,
  code: 'website-not-found',
  message: 'No website at this link',
});

/**
 * `POST /api/sites/{websiteId}/contact` and `/newsletter`: the forms of published sites (public,
 * no sign-in). Accepts the urlencoded body of a plain form POST and JSON; answers JSON to the
 * visitor script and a 303 back to the site (`?sent=1`) to a plain POST. README "Forms and export".
 */
export function siteFormsApi(routes: ApiRoutes, deps: RouteDependencies): Router {
  const router = Router();
  const sitesUrl = () => domainServicesFor(deps).sitesUrl;
  const urlencoded = express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 100 });

  for (const kind of ['contact', 'newsletter'] as const) {
    const path = `/sites/:websiteId/${kind}`;
    router.options(path, async (req, res) => {
      const site = await siteFor(req);
      if (!site) return void answerRefusal(req, res, notFound(), null);
      if (!originAllowed(req, site.allowedOrigins)) return void res.status(403).end();
      answerPreflight(req, res);
    });
    router.post(path, urlencoded, async (req, res) => {
      const site = await siteFor(req);
      if (!site) return void answerRefusal(req, res, notFound(), null);
      if (!originAllowed(req, site.allowedOrigins)) {
        return void answerRefusal(
          req,
          res,
          {
            status: 403,
            code: 'origin-not-allowed',
            message: 'This form may only be sent from its website.',
          },
          null,
        );
      }
      allowOrigin(req, res);
      await receive(kind, site, req, res);
    });
    routes.describe({
      method: 'post',
      path,
      summary: `A visitor's ${kind === 'contact' ? 'contact-form message' : 'newsletter sign-up'} from a published site`,
      tags: ['forms'],
      auth: 'none',
      responses: { 200: z.object({ ok: z.literal(true) }), 303: null },
      errors: [
        { status: 400, code: 'invalid-submission' },
        { status: 403, code: 'origin-not-allowed' },
        { status: 404, code: 'website-not-found' },
      ],
    });
  }

  async function siteFor(req: Request): Promise<PublishedSite | null> {
    const id = websiteIdParam.safeParse(req.params.websiteId);
    return id.success ? findPublishedSite(deps.db, id.data, sitesUrl()) : null;
  }

  async function receive(kind: FormKind, site: PublishedSite, req: Request, res: Response): Promise<void> {
    const section = kind === 'contact' ? site.contact : site.newsletter;
    if (!section) return answerRefusal(req, res, notFound(), null);
    const back = thanksUrl(site.siteUrl, section.sectionId);
    const body: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {};
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    try {
      await enforceRateLimits(deps.rateLimiter, [
        { rule: limits[kind].ip, key: ip },
        { rule: limits[kind].website, key: site.websiteId },
      ]);
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      res.setHeader('retry-after', Math.ceil(error.retryAfterMs / 1000));
      return answerRefusal(req, res, { status: 429, code: error.code, message: error.message }, back);
    }
    // A filled trap is a bot: it is told "sent" and nothing is kept.
    const trap = body[honeypotField];
    if (trap !== undefined && !(typeof trap === 'string' && trap.trim() === ''))
      return answerSuccess(req, res, back);
    const refusal = kind === 'contact' ? await storeContact(site, body) : await storeSubscription(site, body);
    if (refusal) return answerRefusal(req, res, refusal, back);
    answerSuccess(req, res, back);
  }

  async function storeContact(site: PublishedSite, body: Record<string, unknown>) {
    const checked = checkContactSubmission(site.contact!.form, body);
    if (!checked.ok) return invalid(checked.fieldErrors);
    await deps.db.query(
      'insert into customer_contact_forms (website_id, fields, submitted_at) values ($1, $2, $3)',
      [site.websiteId, checked.fields, deps.clock.now()],
    );
    return null;
  }

  async function storeSubscription(site: PublishedSite, body: Record<string, unknown>) {
    const raw = body.email;
    const email = typeof raw === 'string' ? validateContactEmail(raw) : null;
    if (!email?.ok)
      return invalid({
        email: raw === undefined || raw === '' ? submissionMessages.required : submissionMessages.email,
      });
    // Signing up twice is fine (one row per website and e-mail); signing up again after leaving re-subscribes.
    await deps.db.query(
      `insert into newsletter_subscriptions (website_id, email, subscribed_at) values ($1, $2, $3)
       on conflict on constraint newsletter_subscriptions_website_email_key do update
         set subscribed_at = excluded.subscribed_at, unsubscribed_at = null
         where newsletter_subscriptions.unsubscribed_at is not null`,
      [site.websiteId, email.value.toLowerCase(), deps.clock.now()],
    );
    return null;
  }

  return router;
}

function invalid(fieldErrors: Record<string, string>): FormRefusal {
  const first = Object.values(fieldErrors)[0];
  return {
    status: 400,
    code: 'invalid-submission',
    message: Object.keys(fieldErrors).length === 1 && first ? first : submissionMessages.invalid,
    fieldErrors,
  };
}
