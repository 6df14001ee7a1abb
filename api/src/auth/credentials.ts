import {
  accountMessages,
  authCalls,
  errorMessage,
  type Result,
  validateChangeEmail,
  validateChangePassword,
} from '@sitewright/model';
import {
  changeUserEmail,
  findUserById,
  isUniqueViolation,
  setPasswordHash,
  type UserAccount,
} from '@sitewright/store';
import type { AuthUser } from '../contract/authenticator.ts';
import type { ApiRoutes } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { authError, catalogueError, userDisabled } from './auth-errors.ts';
import { createVerificationLink, sendVerificationLink } from './email-verification.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { authRateRules } from './rate-rules.ts';
import { signInFieldErrors } from './schemas.ts';
import type { AuthDependencies } from './services.ts';
import { revokeOtherSessions } from './sessions.ts';
import { publicUser } from './users.ts';

/** A model rule's refusal as `{ code, message }`: the model's wording, a code per rule. */
function refuse(result: Extract<Result<string>, { ok: false }>): ApiError {
  const code =
    result.message === accountMessages.currentPasswordRequired
      ? 'missing-password'
      : result.message === accountMessages.sameEmail
        ? 'email-unchanged'
        : result.message === accountMessages.newPasswordTooShort
          ? 'weak-password'
          : 'invalid-email';
  return new ApiError(400, code, code === 'invalid-email' ? errorMessage('invalid-email') : result.message);
}

/** The caller's row, after checking their current password (spec §5). */
async function withCurrentPassword(
  deps: AuthDependencies,
  caller: AuthUser,
  password: string,
): Promise<UserAccount> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw catalogueError(401, 'user-token-expired');
  if (user.disabled) throw userDisabled(401);
  if (!user.passwordHash) throw authError(400, 'password-not-set');
  if (!(await verifyPassword(password, user.passwordHash))) throw catalogueError(401, 'wrong-password');
  return user;
}

/**
 * Changing e-mail and password (spec §5: both need the current password; the new e-mail must
 * differ) and re-sending the verification e-mail. A new e-mail is unverified until its link is
 * confirmed; a new password signs out every other session.
 */
export function credentialRoutes(routes: ApiRoutes, deps: AuthDependencies): void {
  const limits = ({ user, ip }: { user: AuthUser | null; ip: string }) => [
    { rule: authRateRules.passwordPerEmail, key: user?.email ?? ip },
    { rule: authRateRules.passwordPerIp, key: ip },
  ];
  const wrongPassword = [
    { status: 400, code: 'missing-password' },
    { status: 400, code: 'password-not-set' },
    { status: 401, code: 'wrong-password' },
  ];

  routes.implement(
    authCalls.changeEmail,
    {
      summary: 'Change the sign-in e-mail (current password required; sends a verification e-mail)',
      tags: ['account'],
      errors: [
        ...wrongPassword,
        { status: 400, code: 'email-unchanged' },
        { status: 409, code: 'email-already-in-use' },
      ],
      fieldErrors: signInFieldErrors,
      limits,
    },
    async ({ body, user: caller, now }) => {
      const checked = validateChangeEmail({ ...body, currentEmail: caller.email });
      if (!checked.ok) throw refuse(checked);
      await withCurrentPassword(deps, caller, body.currentPassword);
      const { user, link } = await deps.db
        .transaction(async (tx) => {
          const updated = await changeUserEmail(tx, caller.id, checked.value);
          return { user: updated, link: await createVerificationLink(deps, tx, updated, now) };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error, 'users_email_key')
            ? catalogueError(409, 'email-already-in-use')
            : error;
        });
      await sendVerificationLink(deps, user.email, link);
      return { user: publicUser(user) };
    },
  );

  routes.implement(
    authCalls.changePassword,
    {
      summary: 'Change the password (current password required); other sessions are signed out',
      tags: ['account'],
      errors: [...wrongPassword, { status: 400, code: 'weak-password' }],
      limits,
    },
    async ({ body, user: caller, now }) => {
      const checked = validateChangePassword(body);
      if (!checked.ok) throw refuse(checked);
      await withCurrentPassword(deps, caller, body.currentPassword);
      const passwordHash = await hashPassword(body.newPassword);
      await deps.db.transaction(async (tx) => {
        await setPasswordHash(tx, caller.id, passwordHash);
        await revokeOtherSessions(tx, caller.id, caller.sessionId, now);
      });
    },
  );

  routes.implement(
    authCalls.resendVerification,
    {
      summary: 'E-mail a new verification link to an unverified password account',
      tags: ['account'],
      errors: [
        { status: 400, code: 'password-not-set' },
        { status: 409, code: 'already-verified' },
      ],
      limits: ({ user, ip }) => [{ rule: authRateRules.verificationPerUser, key: user?.id ?? ip }],
    },
    async ({ user: caller, now }) => {
      if (caller.provider !== 'password') throw authError(400, 'password-not-set');
      if (caller.emailVerified) throw authError(409, 'already-verified');
      const link = await createVerificationLink(deps, deps.db, caller, now);
      await sendVerificationLink(deps, caller.email, link);
      return { sent: true as const };
    },
  );
}
