import { exportCalls, publicSiteUrl, websiteSchema } from '@sitewright/model';
import { exportLiveSite, NoLiveBuild } from '@sitewright/publisher';
import {
  findContactFormDocument,
  findServingDomain,
  listContactMessages,
  listNewsletterSubscribers,
  readPublishedSite,
} from '@sitewright/store';
import { type Request, type Response, Router } from 'express';
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import type { ApiRoutes } from '../contract/index.ts';
import { contactsCsv, csvText } from '../forms/contacts-csv.ts';
import { ApiError } from '../http/api-error.ts';
import { chargeRateLimits, type RateRule } from '../http/rate-limit.ts';
import type { WebsitesDependencies } from '../websites/dependencies.ts';
import { sitesOrigin } from '../websites/publisher-link.ts';
import { requireCapability, requireMember } from '../websites/website-access.ts';

/**
 * "Your site as files" (docs/decisions/websites.md "Export"): two downloads, each a zip. Spec §6:
 * the website's content is "Edit content and settings" — the owner and editors; anyone else gets
 * 404 `website-not-found` like every website call. Raw routes (the answer is a file), described
 * from their contracts in the OpenAPI document.
 */

const exportsPerUser: RateRule = { name: 'website-export', limit: 30, windowMs: 60 * 60_000 };

/** A file name from the handle or id: letters, digits, `-` and `_` only. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'website';

function sendZip(res: Response, name: string, zip: Uint8Array): void {
  res
    .status(200)
    .set({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
}

/** The contact form's field titles: the published form's, else the draft's (the CSV's columns). */
async function formTitles(deps: WebsitesDependencies, websiteId: string): Promise<string[]> {
  const document = (await findContactFormDocument(deps.db, websiteId)) as { sections?: unknown } | null;
  const sections = Array.isArray(document?.sections) ? (document.sections as Record<string, unknown>[]) : [];
  const form = sections.find((section) => section?.type === 'Contact')?.form as
    | { fields?: unknown }
    | undefined;
  return Array.isArray(form?.fields)
    ? (form.fields as { title?: unknown }[]).flatMap((f) => (typeof f.title === 'string' ? [f.title] : []))
    : [];
}

/** The draft's JSON Schema (zod 4 `z.toJSONSchema`), as the document is read in. */
export function draftJsonSchema(codeEmbedRaised: boolean): Record<string, unknown> {
  return {
    ...z.toJSONSchema(websiteSchema({ codeEmbedRaised }), { io: 'input', unrepresentable: 'any' }),
    title: 'Sitewright website document',
  };
}

export function exportApi(routes: ApiRoutes, deps: WebsitesDependencies): Router {
  const router = Router();
  const params = z.object({ websiteId: z.string().min(1).max(128) });

  /** The caller, signed in, member with the §6 capability, within the rate limit. */
  const member = async (req: Request, res: Response) => {
    const user = await deps.auth.authenticator.authenticate(req);
    if (!user) throw new ApiError(401, 'invalid-authorization-token', 'Invalid authorization token.');
    const parsed = params.safeParse(req.params);
    if (!parsed.success) throw new ApiError(404, 'website-not-found', 'Website not found.');
    const found = await requireMember(deps.db, parsed.data.websiteId, user);
    requireCapability(found, 'editContentAndSettings');
    await chargeRateLimits(deps.rateLimiter, [{ rule: exportsPerUser, key: user.id }], res);
    return found;
  };

  router.get('/websites/:websiteId/export', async (req, res) => {
    const { website } = await member(req, res);
    const published = await readPublishedSite(deps.db, website.id);
    const store = deps.publishing?.deps.store;
    const sites = sitesOrigin(deps);
    if (!published || !store || !sites) {
      throw new ApiError(409, 'not-published', 'Publish your website first: the download is the live site.');
    }
    const servingDomain = await findServingDomain(deps.db, website.id);
    const address = publicSiteUrl({ sitesUrl: sites, handle: published.handle, servingDomain }).replace(
      /\/$/,
      '',
    );
    try {
      const exported = await exportLiveSite(store, {
        handle: published.handle,
        address,
        formsOrigin: servingDomain ? `https://${servingDomain}` : sites.replace(/\/$/, ''),
      });
      sendZip(res, `${safeName(published.handle)}-website.zip`, exported.zip);
    } catch (error) {
      if (error instanceof NoLiveBuild) {
        throw new ApiError(
          409,
          'not-published',
          'Publish your website first: the download is the live site.',
        );
      }
      throw error;
    }
  });

  router.get('/websites/:websiteId/export/data', async (req, res) => {
    const { website } = await member(req, res);
    const raised = deps.config?.raisedLimits ?? false;
    const encode = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
    const messages = contactsCsv(
      await formTitles(deps, website.id),
      await listContactMessages(deps.db, website.id),
    );
    const subscribers = csvText([
      ['Email', 'Subscribed at'],
      ...(await listNewsletterSubscribers(deps.db, website.id)).map((s) => [
        s.email,
        s.subscribedAt.toISOString(),
      ]),
    ]);
    const readme = [
      'Your data',
      '=========',
      '',
      'website.json         your website as the designer saves it (draft version ' +
        website.draftVersion +
        ')',
      'website.schema.json  the JSON Schema (draft 2020-12) website.json follows',
      'contact-messages.csv the messages sent through your contact form (suspected spam left out)',
      'newsletter.csv       the current newsletter subscribers',
      '',
    ].join('\n');
    const zip = zipSync(
      {
        'website.json': encode(website.draft),
        'website.schema.json': encode(draftJsonSchema(raised)),
        // A byte-order mark, so spreadsheet programs read the UTF-8 correctly.
        'contact-messages.csv': strToU8(`\uFEFF${messages}`),
        'newsletter.csv': strToU8(`\uFEFF${subscribers}`),
        'README.txt': strToU8(readme),
      },
      { level: 6 },
    );
    sendZip(res, `${safeName(website.handle ?? website.id)}-data.zip`, zip);
  });

  const refusals = [
    { status: 404, code: 'website-not-found' },
    { status: 429, code: 'too-many-requests' },
  ];
  routes.describe({
    ...exportCalls.exportSite,
    summary: 'Download the live website as files (application/zip, relative links) — owner and editors',
    tags: ['websites'],
    errors: [...refusals, { status: 409, code: 'not-published' }],
  });
  routes.describe({
    ...exportCalls.exportData,
    summary: 'Download the draft as JSON with its JSON Schema and the leads as CSV (application/zip)',
    tags: ['websites'],
    errors: refusals,
  });
  return router;
}
