import { websiteCalls } from '@sitewright/model';
import { type Database, findTrialVisitor } from '@sitewright/store';
import type { Request } from 'express';
import type { AuthKeys } from '../auth/index.ts';
import type { AuthUser, Clock } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { trialSecret, trialSecretHash } from './trial-cookie.ts';

/** The calls a trial visitor may make as the owner of their draft: read it and save it. */
const trialCalls = [websiteCalls.getWebsite, websiteCalls.saveDraft].map((c) => `${c.method} ${c.path}`);

/** The refusal of every other signed-in call to a trial visitor: publish, share, domains, uploads … */
export function signUpRequired(): ApiError {
  return new ApiError(
    401,
    'sign-up-required',
    'Sign up to keep this website and publish it. Until then you can edit and preview it here.',
  );
}

/**
 * Reads the caller of an `auth: 'user'` call that came without a bearer token from its trial
 * cookie: the trial user (the owner of the trial's website) on the draft's own calls, 401
 * `sign-up-required` on any other signed-in call, and null (the usual 401) without a live trial.
 */
export function createTrialCaller(deps: { db: Database; clock: Clock; auth: { keys: AuthKeys } }) {
  return async (req: Request, route: { method: string; path: string }): Promise<AuthUser | null> => {
    const secret = trialSecret(req);
    if (!secret) return null;
    const trial = await findTrialVisitor(deps.db, trialSecretHash(deps.auth.keys, secret), deps.clock.now());
    if (!trial) return null;
    if (!trialCalls.includes(`${route.method} ${route.path}`)) throw signUpRequired();
    return {
      id: trial.userId,
      email: `trial-${trial.userId}@trial.invalid`,
      provider: 'email',
      emailVerified: false,
      sessionId: trial.userId,
    };
  };
}

export type TrialCaller = ReturnType<typeof createTrialCaller>;
