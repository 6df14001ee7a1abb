import { accountCalls, errorMessage } from '@sitewright/model';
import { supabaseUserIdOf } from '@sitewright/store';
import { authRateRules, catalogueError, findUserById } from '../auth/index.ts';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { deleteAccount } from './delete-account.ts';
import { findDeletionRequest, recordDeletionFeedback } from './deletion-token.ts';
import type { AccountDependencies } from './dependencies.ts';
import { reauthenticate } from './reauthenticate.ts';
import { accountFieldErrors } from './schemas.ts';
import { deleteSupabaseAccount } from './supabase-user.ts';

/** Stage 1 is cheap but writes a row: a ceiling per account keeps the feedback table honest. */
const feedbackPerUser: RateRule = { name: 'deletion-feedback-user', limit: 10, windowMs: 60 * 60_000 };

/**
 * Account deletion in two stages (spec §4): feedback with a required reason, then the confirmation
 * with re-authentication. Success removes the owned websites through the publisher, revokes the
 * editors' access and deletes the user; the feedback is kept. The client then goes to `/`.
 */
export function deletionRoutes(routes: ApiRoutes, deps: AccountDependencies): void {
  routes.implement(
    accountCalls.sendDeletionFeedback,
    {
      summary:
        'Account deletion, stage 1: why you are leaving (reason required) → a 15-minute deletion token',
      tags: ['account'],
      fieldErrors: accountFieldErrors,
      limits: ({ user, ip }) => [{ rule: feedbackPerUser, key: user?.id ?? ip }],
    },
    async ({ body, user, now }) => {
      const issued = await recordDeletionFeedback(deps.db, deps.auth.keys, {
        userId: user.id,
        reason: body.reason,
        text: body.text,
        now,
      });
      return reply(201, { deletionToken: issued.deletionToken, expiresAt: issued.expiresAt.toISOString() });
    },
  );

  routes.implement(
    accountCalls.deleteAccount,
    {
      summary: 'Account deletion, stage 2: confirm and re-authenticate; deletes the account and its websites',
      description:
        'Password accounts send `currentPassword`; Google accounts a `googleIdToken` from a sign-in made in ' +
        'the last 5 minutes; e-mailed link / code accounts must have signed in within the last 5 minutes. ' +
        'The websites are removed by the publisher right after (published copy, addresses, domains).',
      tags: ['account'],
      errors: [
        { status: 400, code: 'deletion-token-invalid' },
        { status: 400, code: 'confirmation-required' },
        { status: 400, code: 'missing-password' },
        { status: 401, code: 'wrong-password' },
        { status: 401, code: 'requires-recent-login' },
        { status: 401, code: 'invalid-credential' },
        { status: 500, code: 'account-deletion-failed' },
      ],
      fieldErrors: accountFieldErrors,
      // Re-authentication guesses a password: the password limits apply.
      limits: ({ user, ip }) => [
        { rule: authRateRules.passwordPerEmail, key: user?.email ?? ip },
        { rule: authRateRules.passwordPerIp, key: ip },
      ],
    },
    async ({ body, user, now }) => {
      const row = await findUserById(deps.db, user.id);
      if (!row) throw catalogueError(401, 'user-token-expired');
      const request = await findDeletionRequest(deps.db, deps.auth.keys, {
        userId: user.id,
        token: body.deletionToken,
        now,
      });
      await reauthenticate(deps, user, row, body, now);
      // Read before the user row (and its link, which cascades) is deleted.
      const supabaseUserId = deps.auth.settings.supabase
        ? await supabaseUserIdOf(deps.db, row.id)
        : undefined;
      try {
        const deleted = await deleteAccount(
          deps.db,
          { userId: row.id, email: row.email, feedbackId: request.id, now },
          deps.publishing?.queue ?? null,
          deps.logger,
        );
        deps.logger.info(
          { userId: row.id, websites: deleted.websiteIds.length, editors: deleted.revokedEditorIds.length },
          'account deleted',
        );
        if (supabaseUserId) await deleteSupabaseAccount(deps, supabaseUserId, row.id);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // Spec §8: the failure is logged; the user is told to check the connection and contact support.
        deps.logger.error({ err: error, userId: row.id }, 'account deletion failed');
        throw new ApiError(500, 'account-deletion-failed', errorMessage('account-deletion-failed'));
      }
    },
  );
}
