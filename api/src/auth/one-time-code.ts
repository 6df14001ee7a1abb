import { randomInt, randomUUID } from 'node:crypto';
import { authCalls, type OtpVerificationResult } from '@sitewright/model';
import { insertOneTimeCode, spendOneTimeCode } from '@sitewright/store';
import type { ApiRoutes } from '../contract/index.ts';
import { sendMail } from '../mail/compose.ts';
import { oneTimeCodeEmail } from '../mail/templates.ts';
import { authRateRules } from './rate-rules.ts';
import { signInFieldErrors } from './schemas.ts';
import { hashSecret, isUuid } from './secrets.ts';
import type { AuthDependencies } from './services.ts';
import { authLifetimes } from './settings.ts';
import { completeSignIn, type SignInAnswer } from './sign-in.ts';
import { userForProvenEmail } from './users.ts';

/**
 * The e-mailed one-time code (spec §1, §4, §5): 6 digits, 10 minutes, at most 5 attempts per
 * session. The code is stored only as a keyed hash of (session id, code). Known and unknown
 * e-mails get the same answer and the same e-mail: an unknown e-mail signs up at `verify`.
 */

type Verification =
  | { result: Exclude<OtpVerificationResult, 'Success'> }
  | ({ result: 'Success' } & SignInAnswer);

/** Checks a code: the spec §4 result, with a session on `Success`. */
async function verifyCode(
  deps: AuthDependencies,
  input: { sessionId: string; email: string; code: string },
  now: Date,
): Promise<Verification> {
  if (!isUuid(input.sessionId)) return { result: 'InvalidSession' };
  return deps.db.transaction(async (tx): Promise<Verification> => {
    const result = await spendOneTimeCode(
      tx,
      {
        id: input.sessionId,
        email: input.email,
        codeHash: hashSecret(deps.auth.keys, 'one-time-code', `${input.sessionId}:${input.code}`),
      },
      now,
    );
    if (result !== 'Success') return { result };
    const user = await userForProvenEmail(tx, input.email, 'email', now);
    return { result: 'Success', ...(await completeSignIn(tx, deps.auth.keys, user, now)) };
  });
}

/** `POST /api/login/otp/generate` and `POST /api/login/otp/verify`. */
export function oneTimeCodeRoutes(routes: ApiRoutes, deps: AuthDependencies): void {
  routes.implement(
    authCalls.requestSignInCode,
    {
      summary: 'E-mail a 6-digit sign-in code (the same answer for known and unknown e-mails)',
      tags: ['sign-in'],
      fieldErrors: signInFieldErrors,
      limits: ({ body, ip }) => [
        { rule: authRateRules.codePerEmail, key: body.email },
        { rule: authRateRules.codePerIp, key: ip },
      ],
    },
    async ({ body, now }) => {
      const sessionId = randomUUID();
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      await insertOneTimeCode(deps.db, {
        id: sessionId,
        email: body.email,
        codeHash: hashSecret(deps.auth.keys, 'one-time-code', `${sessionId}:${code}`),
        now,
        expiresAt: new Date(now.getTime() + authLifetimes.oneTimeCodeMs),
      });
      await sendMail(deps.mailer, body.email, oneTimeCodeEmail(code, authLifetimes.oneTimeCodeMs / 60_000));
      return { sessionId };
    },
  );

  routes.implement(
    authCalls.verifySignInCode,
    {
      summary: 'Check a one-time code: Success (with a session), ExpiredCode, InvalidCode or InvalidSession',
      description: 'At most 5 attempts per session; after that every answer is InvalidSession.',
      tags: ['sign-in'],
      errors: [{ status: 403, code: 'user-disabled' }],
      fieldErrors: signInFieldErrors,
      limits: ({ body, ip }) => [
        { rule: authRateRules.codeCheckPerEmail, key: body.email },
        { rule: authRateRules.codeCheckPerIp, key: ip },
      ],
    },
    async ({ body, now }) => verifyCode(deps, body, now),
  );
}
