import { errorMessage, ownedWebsiteLimit, trialCalls, trialLifetimeMs } from '@sitewright/model';
import {
  claimTrialWebsites,
  countOwnedWebsites,
  countTrialWebsites,
  deleteTrial,
  findTrialVisitor,
  insertTrialVisitor,
  lockWebsiteOwner,
} from '@sitewright/store';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { enforceRateLimits, type RateRule, TooManyRequestsError } from '../http/rate-limit.ts';
import { createWebsite } from '../websites/create-website.ts';
import { createProgressBoard, progressChannel } from '../websites/creation-progress.ts';
import { creationDependencies } from '../websites/creation-sources.ts';
import type { WebsitesDependencies } from '../websites/dependencies.ts';
import {
  clearTrialCookie,
  newTrialSecret,
  setTrialCookie,
  trialSecret,
  trialSecretHash,
} from './trial-cookie.ts';

/**
 * Websites created without an account, per address: a few tries an hour is plenty for a person
 * (a household or an office behind one address included) and keeps generation from being farmed.
 */
export const trialCreationsPerAddress: RateRule = {
  name: 'trial-website-create',
  limit: 5,
  windowMs: 60 * 60_000,
};

const trialNotFound = () =>
  new ApiError(
    404,
    'trial-not-found',
    'There is no website to keep in this browser: it was already saved to an account, or it expired after 24 hours.',
  );

/**
 * The trial calls (docs/decisions/trial.md): create a website without an account, read the
 * browser's trial, and claim it once signed in.
 */
export function trialRoutes(routes: ApiRoutes, deps: WebsitesDependencies): void {
  const sources = creationDependencies(deps);
  const board = createProgressBoard();
  const secure = deps.auth.settings.apiUrl.startsWith('https:');

  routes.implement(
    trialCalls.createTrialWebsite,
    {
      summary: 'Create a website without an account (a trial kept 24 hours); sets the trial cookie',
      description:
        'Takes the onboarding answers of POST /api/websites. The answer sets `sitewright_trial` (httpOnly); with it the draft can be read and saved, not published or shared, until POST /api/trial/claim. 5 per address per hour.',
      errors: [
        { status: 422, code: 'more-information-needed' },
        { status: 502, code: 'website-creation-failed' },
      ],
    },
    async ({ body, ip, now, res }) => {
      try {
        await enforceRateLimits(deps.rateLimiter, [{ rule: trialCreationsPerAddress, key: ip }]);
      } catch (error) {
        if (!(error instanceof TooManyRequestsError)) throw error;
        res.setHeader('retry-after', Math.ceil(error.retryAfterMs / 1000));
        throw new ApiError(
          429,
          'too-many-requests',
          'Too many websites were started from your address without an account. Sign up to create more, or try again in an hour.',
        );
      }
      const { creationId: _stream, ...answers } = body;
      const secret = newTrialSecret();
      const expiresAt = new Date(now.getTime() + trialLifetimeMs);
      const userId = await insertTrialVisitor(deps.db, {
        secretHash: trialSecretHash(deps.auth.keys, secret),
        now,
        expiresAt,
      });
      try {
        const created = await createWebsite({
          db: deps.db,
          user: { id: userId, email: '', provider: 'email', emailVerified: false, sessionId: userId },
          answers,
          sources,
          raisedLimits: false,
          now,
          // Nobody follows a trial's stages on the stream (it needs an account); the designer's timers do.
          progress: progressChannel(deps.db, board, deps.logger, userId, undefined),
        });
        setTrialCookie(res, secret, expiresAt, now, secure);
        return reply(201, { id: created.document.id, ...created, expiresAt: expiresAt.toISOString() });
      } catch (error) {
        await deleteTrial(deps.db, userId);
        throw error;
      }
    },
  );

  routes.implement(
    trialCalls.currentTrial,
    {
      summary: "This browser's trial website (from its trial cookie) and when it expires",
      errors: [{ status: 404, code: 'trial-not-found' }],
    },
    async ({ req, res, now }) => {
      const secret = trialSecret(req);
      const trial = secret
        ? await findTrialVisitor(deps.db, trialSecretHash(deps.auth.keys, secret), now)
        : undefined;
      if (!trial?.websiteId) {
        if (secret) clearTrialCookie(res, secure);
        throw trialNotFound();
      }
      return { websiteId: trial.websiteId, expiresAt: trial.expiresAt.toISOString() };
    },
  );

  routes.implement(
    trialCalls.claimTrial,
    {
      summary: "Make this browser's trial website the signed-in caller's; clears the trial cookie",
      description:
        'Within the owned-website limit (spec §9): over it, 403 website-limit-exceeded and the trial is kept until it expires.',
      errors: [
        { status: 403, code: 'website-limit-exceeded' },
        { status: 404, code: 'trial-not-found' },
      ],
    },
    async ({ req, res, user, now }) => {
      const secret = trialSecret(req);
      const trial = secret
        ? await findTrialVisitor(deps.db, trialSecretHash(deps.auth.keys, secret), now)
        : undefined;
      if (!trial?.websiteId) {
        if (secret) clearTrialCookie(res, secure);
        throw trialNotFound();
      }
      const limit = ownedWebsiteLimit(deps.config?.raisedLimits ?? false);
      const moved = await deps.db.transaction(async (tx) => {
        await lockWebsiteOwner(tx, user.id);
        const owned = await countOwnedWebsites(tx, user.id);
        const adding = await countTrialWebsites(tx, trial.userId);
        if (owned + adding > limit) {
          throw new ApiError(
            403,
            'website-limit-exceeded',
            `${errorMessage('website-limit-exceeded')}: your account already has ${owned} websites. Delete one, then sign in here again to keep this website; it is kept until ${trial.expiresAt.toUTCString()}.`,
          );
        }
        return claimTrialWebsites(tx, { trialUserId: trial.userId, ownerId: user.id, now });
      });
      if (moved.length === 0) throw trialNotFound(); // claimed by another request meanwhile
      clearTrialCookie(res, secure);
      return { websiteId: trial.websiteId };
    },
  );
}
