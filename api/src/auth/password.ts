import { authCalls, minimumPasswordLength } from '@sitewright/model';
import { createUser, findUserByEmail, setPasswordHash } from '@sitewright/store';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { authError, catalogueError, userDisabled } from './auth-errors.ts';
import { createVerificationLink, sendVerificationLink } from './email-verification.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';
import { authRateRules } from './rate-rules.ts';
import { signInFieldErrors } from './schemas.ts';
import type { AuthDependencies } from './services.ts';
import { completeSignIn } from './sign-in.ts';

/**
 * E-mail and password (spec §1): sign-up (sends a verification e-mail and signs in, unverified)
 * and sign-in.
 *
 * Decision: sign-in keeps the spec's two answers, 'User not found.' and 'Incorrect password.'.
 * Sign-up must say 'Account already exists. Please sign in.' anyway, so one uniform answer would
 * hide nothing that sign-up does not reveal; the per-e-mail and per-IP limits are what stop
 * guessing and enumeration.
 */
export function passwordRoutes(routes: ApiRoutes, deps: AuthDependencies): void {
  const limits = ({ body, ip }: { body: { email: string }; ip: string }) => [
    { rule: authRateRules.passwordPerEmail, key: body.email },
    { rule: authRateRules.passwordPerIp, key: ip },
  ];

  routes.implement(
    authCalls.passwordSignUp,
    {
      summary: 'Create an e-mail and password account, e-mail a verification link, and sign in',
      tags: ['sign-in'],
      errors: [
        { status: 400, code: 'weak-password' },
        { status: 409, code: 'email-already-in-use' },
      ],
      fieldErrors: signInFieldErrors,
      limits: ({ body, ip }) => [...limits({ body, ip }), { rule: authRateRules.signUpPerIp, key: ip }],
    },
    async ({ body, now }) => {
      if (body.password.length < minimumPasswordLength) throw authError(400, 'weak-password');
      if (await findUserByEmail(deps.db, body.email)) throw catalogueError(409, 'email-already-in-use');
      const passwordHash = await hashPassword(body.password);
      const { answer, link } = await deps.db.transaction(async (tx) => {
        const user = await createUser(tx, {
          email: body.email,
          provider: 'password',
          emailVerified: false,
          passwordHash,
          now,
        });
        if (!user) throw catalogueError(409, 'email-already-in-use');
        return {
          answer: await completeSignIn(tx, deps.auth.keys, user, now),
          link: await createVerificationLink(deps, tx, user, now),
        };
      });
      await sendVerificationLink(deps, body.email, link);
      return reply(201, answer);
    },
  );

  routes.implement(
    authCalls.passwordSignIn,
    {
      summary: 'Sign in with e-mail and password',
      tags: ['sign-in'],
      errors: [
        { status: 400, code: 'password-not-set' },
        { status: 401, code: 'wrong-password' },
        { status: 403, code: 'user-disabled' },
        { status: 404, code: 'user-not-found' },
      ],
      fieldErrors: signInFieldErrors,
      limits,
    },
    async ({ body, now }) => {
      const user = await findUserByEmail(deps.db, body.email);
      if (!user) throw catalogueError(404, 'user-not-found');
      if (user.disabled) throw userDisabled(403);
      if (!user.passwordHash) throw authError(400, 'password-not-set');
      if (!(await verifyPassword(body.password, user.passwordHash)))
        throw catalogueError(401, 'wrong-password');
      const rehash = needsRehash(user.passwordHash) ? await hashPassword(body.password) : null;
      return deps.db.transaction(async (tx) => {
        if (rehash) await setPasswordHash(tx, user.id, rehash);
        return completeSignIn(tx, deps.auth.keys, user, now);
      });
    },
  );
}
