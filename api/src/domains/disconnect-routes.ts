import { domainCalls } from '@sitewright/model';
import { type DomainRecord, findDomain, takeOwedDisconnectEmail } from '@sitewright/store';
import type { ApiRoutes } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { sendMail } from '../mail/index.ts';
import type { RouteDependencies } from './dependencies.ts';
import { disconnectFromWebsite } from './disconnect-domain.ts';
import { domainRefusals } from './domain-errors.ts';
import { domainServicesFor } from './domain-services.ts';
import { toDomainView } from './domain-store.ts';
import { removeTenant } from './domain-tenant.ts';
import { websiteMembership } from './website-member.ts';

const disconnectEmailsPerUser: RateRule = {
  name: 'domain-disconnect-email',
  limit: 10,
  windowMs: 60 * 60_000,
};

/** Spec §4 disconnect, and the spec §7 call that sends its e-mail. README "Domains". */
export function disconnectRoutes(routes: ApiRoutes, deps: RouteDependencies): void {
  routes.implement(
    domainCalls.disconnectDomain,
    {
      summary: "Disconnect a domain from its website (the website's owner only)",
      errors: [
        { status: 403, code: 'domain-not-owned' },
        { status: 403, code: 'domain-disconnect-failed' },
        { status: 409, code: 'domain-disconnect-failed' },
        { status: 500, code: 'domain-disconnect-failed' },
      ],
    },
    async ({ params, user, now }) => {
      const services = domainServicesFor(deps);
      const outcome = await disconnectFromWebsite(deps.db, params.domainName, user, now).catch(
        (error: unknown) => {
          if (error instanceof ApiError) throw error;
          deps.logger.error({ err: error, domainName: params.domainName }, 'disconnecting a domain failed');
          throw domainRefusals.disconnectFailed(500);
        },
      );
      await services.connected.refresh(deps.db);
      await removeTenant(deps, services, params.domainName);
      // Disconnected is done; the rebuild for the shared origin is retried by the outbox's sweeper.
      await services.siteEffects
        .connectionChanged({ domainName: params.domainName, websiteId: outcome.websiteId })
        .catch((err: unknown) =>
          deps.logger.error({ err, domainName: params.domainName }, 'republishing after a disconnect failed'),
        );
      return {
        domain: toDomainView(outcome.row, services.cnameTarget),
        websiteId: outcome.websiteId,
        sendDisconnectEmail: outcome.sendDisconnectEmail,
        analyticsIdCleared: outcome.analyticsIdCleared,
      };
    },
  );

  routes.implement(
    domainCalls.sendDisconnectEmail,
    {
      summary: 'Send the disconnect e-mail a disconnect made due (spec §7); at most once per disconnect',
      tags: ['domains'],
      errors: [
        { status: 404, code: 'website-not-found' },
        { status: 403, code: 'domain-not-owned' },
      ],
      limits: ({ user, ip }) => [{ rule: disconnectEmailsPerUser, key: user?.id ?? ip }],
    },
    async ({ body, user }) => {
      if (!(await websiteMembership(deps.db, body.websiteId, user))) throw domainRefusals.websiteNotFound();
      const row = await findDomain(deps.db, body.domain);
      if (!row || (row.websiteId !== body.websiteId && row.disconnectedFrom !== body.websiteId)) {
        throw domainRefusals.notOwned();
      }
      return { sent: await sendOwedDisconnectEmail(deps, row, body.websiteId, body.companyName) };
    },
  );
}

/**
 * Sends the disconnect e-mail to the domain's owner if the last disconnect from `websiteId` made it
 * due, and marks it sent in the same transaction (a failed send leaves it owed; a second call sends
 * nothing). False when nothing was owed.
 */
async function sendOwedDisconnectEmail(
  deps: RouteDependencies,
  row: DomainRecord,
  websiteId: string,
  companyName: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const to = await takeOwedDisconnectEmail(tx, row.domainName, websiteId);
    if (!to) return false;
    const site = companyName === '' ? 'your website' : companyName;
    await sendMail(deps.mailer, to, {
      subject: `${row.domainName} is no longer connected`,
      heading: 'Your custom domain was disconnected',
      paragraphs: [
        `The custom domain ${row.domainName} is no longer connected to ${site}.`,
        `Visitors who go to ${row.domainName} will not see your website until you connect the domain again.`,
      ],
      action: { label: 'Open your website settings', url: deps.auth.settings.appUrl },
      footer: ['You receive this e-mail because the domain is registered to your Sitewright account.'],
    });
    return true;
  });
}
