import { isIP } from 'node:net';
import { validateContactEmail } from '@sitewright/model';
import { formBodyLimitBytes } from '@sitewright/publisher';
import { recordContactMessage, subscribeToNewsletter } from '@sitewright/store';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { ApiRoutes } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { domainServicesFor } from '../domains/domain-services.ts';
import { enforceRateLimits, type RateHit, type RateRule, TooManyRequestsError } from '../http/rate-limit.ts';
import { announceLeadsChanged, mailNewMessages } from '../leads/index.ts';
import { isLoopbackAddress } from '../mail/outbox-page.ts';
import { checkContactSubmission, submissionMessages } from './contact-submission.ts';
import { answerRefusal, answerSuccess, type FormRefusal, thanksUrl } from './form-answers.ts';
import { findPublishedSite, type PublishedSite } from './published-site.ts';
import { allowOrigin, answerPreflight, originAllowed } from './site-cors.ts';

type FormKind = 'contact' | 'newsletter';

/**
 * Two kinds of counter (README "Form decisions"). `attempts`: every POST from a visitor address,
 * charged first, before the site is even read — a loose bound on floods of anything (invalid
 * bodies, unknown sites, trapped bots). `accepted`: per visitor address and per website, charged
 * only by a submission that passed every check, just before it is stored — so a visitor's typos
 * (and a stranger's garbage) never use up the quota of real messages.
 */
const limits: Record<FormKind, { attempts: RateRule; ip: RateRule; website: RateRule }> = {
  contact: {
    attempts: { name: 'site-contact-attempts-ip', limit: 30, windowMs: 10 * 60_000 },
    ip: { name: 'site-contact-ip', limit: 5, windowMs: 10 * 60_000 },
    website: { name: 'site-contact-website', limit: 100, windowMs: 60 * 60_000 },
  },
  newsletter: {
    attempts: { name: 'site-newsletter-attempts-ip', limit: 30, windowMs: 10 * 60_000 },
    ip: { name: 'site-newsletter-ip', limit: 5, windowMs: 10 * 60_000 },
    website: { name: 'site-newsletter-website', limit: 200, windowMs: 60 * 60_000 },
  },
};

/**
 * Suspected spam kept per website (a contact message with its trap field filled, for the inbox's
 * Spam folder): past this, trapped messages are answered "sent" and dropped as before.
 */
const spamKeptPerWebsite: RateRule = { name: 'site-contact-spam-website', limit: 50, windowMs: 60 * 60_000 };

/** A checked submission: the refusal to answer, or how to store it. */
type Checked = { refusal: FormRefusal } | { store: () => Promise<void> };

/** The trap field every published form carries, hidden from people (templates `Honeypot`). */
export const honeypotField = 'company_website';

const websiteIdParam = z
  .string()
  .min(1)
  .max(128)
  .refine((id) => !id.includes('\u0000'));
const notFound = (): FormRefusal => ({
  status: 404,
  code: 'website-not-found',
  message: 'No website at this link',
});

/**
 * `POST /api/sites/{websiteId}/contact` and `/newsletter`: the forms of pages published before forms
 * went through the sites' own origin (cross-origin, so with CORS and its preflight). Public, no
 * sign-in. Accepts the urlencoded body of a plain form POST and JSON; answers JSON to the visitor
 * script and a 303 back to the site (`?sent=1`) to a plain POST. README "Forms and export".
 */
export function siteFormsApi(routes: ApiRoutes, deps: RouteDependencies): Router {
  const router = Router();
  const forms = siteFormHandlers(deps);
  for (const kind of ['contact', 'newsletter'] as const) {
    const path = `/sites/:websiteId/${kind}`;
    router.options(path, forms.preflight);
    router.post(path, forms.urlencoded, forms.post(kind, { cors: true }));
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
        { status: 429, code: 'too-many-requests' },
      ],
    });
  }
  return router;
}

/**
 * `POST /_forms/{websiteId}/contact` and `/newsletter` at the app's root: the same calls, with the
 * same checks, limits and answers, as published forms send them now — to their own origin (the
 * sites server forwards `/_forms/*` here; in the cloud a CloudFront behaviour does), so no CORS
 * headers are needed or sent. Bodies: urlencoded or JSON up to `formBodyLimitBytes` (100 KiB).
 * README "Forms through the site's own origin".
 */
export function siteFormsOrigin(deps: RouteDependencies): Router {
  const router = Router();
  const forms = siteFormHandlers(deps);
  const json = express.json({ limit: formBodyLimitBytes });
  for (const kind of ['contact', 'newsletter'] as const) {
    router.post(`/_forms/:websiteId/${kind}`, forms.urlencoded, json, forms.post(kind, { cors: false }));
  }
  // Nothing else under `/_forms/` is ours to answer — above all not the designer's pages, which the
  // app's fallback would serve on a site's own origin (the CDN sends all of `/_forms/*` here).
  router.use('/_forms', (req, res) => {
    res.setHeader('cache-control', 'no-store');
    if (/^\/[^/]+\/(contact|newsletter)$/.test(req.path)) {
      res.setHeader('allow', 'POST');
      res.status(405).json({ code: 'method-not-allowed', message: 'A form is sent with POST.' });
      return;
    }
    res.status(404).json({ code: 'not-found', message: 'No form at this address.' });
  });
  return router;
}

/** The handlers both routes share: one set of limits, checks and answers. */
function siteFormHandlers(deps: RouteDependencies) {
  const sitesUrl = () => domainServicesFor(deps).sitesUrl;
  const urlencoded = express.urlencoded({ extended: false, limit: formBodyLimitBytes, parameterLimit: 100 });

  const preflight = async (req: Request, res: Response) => {
    const site = await siteFor(req);
    if (!site) return void answerRefusal(req, res, notFound(), null);
    if (!originAllowed(req, site.allowedOrigins)) return void res.status(403).end();
    answerPreflight(req, res);
  };

  const post = (kind: FormKind, { cors }: { cors: boolean }) =>
    async function postForm(req: Request, res: Response): Promise<void> {
      // Before anything is read: a flooding address costs no database query past its bound.
      if (!(await charge(req, res, [{ rule: limits[kind].attempts, key: visitorAddress(req) }], null)))
        return;
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
      if (cors) allowOrigin(req, res);
      await receive(kind, site, req, res);
    };

  async function siteFor(req: Request): Promise<PublishedSite | null> {
    const id = websiteIdParam.safeParse(req.params.websiteId);
    return id.success ? findPublishedSite(deps.db, id.data, sitesUrl()) : null;
  }

  /**
   * Charges `hits`; on a refusal answers 429 with `Retry-After` and says false. `back`: the site to
   * link back to (null while the site is not read yet).
   */
  async function charge(req: Request, res: Response, hits: RateHit[], back: string | null): Promise<boolean> {
    try {
      await enforceRateLimits(deps.rateLimiter, hits);
      return true;
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      res.setHeader('retry-after', Math.ceil(error.retryAfterMs / 1000));
      answerRefusal(req, res, { status: 429, code: error.code, message: error.message }, back);
      return false;
    }
  }

  async function receive(kind: FormKind, site: PublishedSite, req: Request, res: Response): Promise<void> {
    const section = kind === 'contact' ? site.contact : site.newsletter;
    if (!section) return answerRefusal(req, res, notFound(), null);
    const back = thanksUrl(site.siteUrl, section.sectionId);
    const body: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {};
    // A filled trap is a bot: it is told "sent" (its attempt was counted). A contact message that
    // otherwise checks out is kept as suspected spam (the inbox's Spam folder), within a bound per
    // website; anything else is dropped.
    const trap = body[honeypotField];
    if (trap !== undefined && !(typeof trap === 'string' && trap.trim() === '')) {
      if (kind === 'contact') await keepSpam(site, body);
      return answerSuccess(req, res, back);
    }
    const checked = kind === 'contact' ? checkContact(site, body) : checkSubscription(site, body);
    if ('refusal' in checked) return answerRefusal(req, res, checked.refusal, back);
    const accepted: RateHit[] = [
      { rule: limits[kind].ip, key: visitorAddress(req) },
      { rule: limits[kind].website, key: site.websiteId },
    ];
    if (!(await charge(req, res, accepted, back))) return;
    await checked.store();
    answerSuccess(req, res, back);
  }

  /** Keeps a trapped contact message that passes the form's checks as suspected spam. */
  async function keepSpam(site: PublishedSite, body: Record<string, unknown>): Promise<void> {
    const checked = checkContactSubmission(site.contact!.form, body);
    if (!checked.ok) return;
    try {
      await enforceRateLimits(deps.rateLimiter, [{ rule: spamKeptPerWebsite, key: site.websiteId }]);
    } catch (error) {
      if (error instanceof TooManyRequestsError) return;
      throw error;
    }
    await recordContactMessage(deps.db, site.websiteId, {
      fields: checked.fields,
      submittedAt: deps.clock.now(),
      spam: true,
    });
    await announceLeadsChanged(deps, site.websiteId);
  }

  function checkContact(site: PublishedSite, body: Record<string, unknown>): Checked {
    const checked = checkContactSubmission(site.contact!.form, body);
    if (!checked.ok) return { refusal: invalid(checked.fieldErrors) };
    return {
      store: async () => {
        await recordContactMessage(deps.db, site.websiteId, {
          fields: checked.fields,
          submittedAt: deps.clock.now(),
        });
        await announceLeadsChanged(deps, site.websiteId);
        // The visitor's answer does not wait for the e-mail (SMTP may be slow); it is logged if it fails.
        mailNewMessages(deps, site.websiteId).catch((error: unknown) =>
          deps.logger.error({ err: error, websiteId: site.websiteId }, 'lead e-mail failed'),
        );
      },
    };
  }

  function checkSubscription(site: PublishedSite, body: Record<string, unknown>): Checked {
    const raw = body.email;
    const email = typeof raw === 'string' ? validateContactEmail(raw) : null;
    if (!email?.ok)
      return {
        refusal: invalid({
          email: raw === undefined || raw === '' ? submissionMessages.required : submissionMessages.email,
        }),
      };
    return {
      store: async () => {
        await subscribeToNewsletter(deps.db, site.websiteId, email.value, deps.clock.now());
        await announceLeadsChanged(deps, site.websiteId);
      },
    };
  }

  return { urlencoded, preflight, post };
}

/**
 * The visitor's address the per-address limits count: Express `req.ip` (which honours
 * `TRUST_PROXY`); when that is this machine (loopback) — the embedded sites server forwarding
 * `/_forms/*`, or another proxy on this machine — the last address its `X-Forwarded-For` names, the
 * one that proxy saw. Without it every visitor behind the proxy would share one quota.
 */
export function visitorAddress(req: Request): string {
  const direct = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  if (!isLoopbackAddress(direct)) return direct;
  const chain = (req.get('x-forwarded-for') ?? '').split(',');
  const last = chain[chain.length - 1]?.trim() ?? '';
  return isIP(last) ? last : direct;
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
