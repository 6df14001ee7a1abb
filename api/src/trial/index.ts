/**
 * Trying before signing up (docs/decisions/trial.md): the trial cookie, the caller it makes
 * on the draft's own calls, the trial calls, and the expiry of unclaimed trials.
 */
export { createTrialCaller, signUpRequired, type TrialCaller } from './trial-caller.ts';
export { trialCookie } from './trial-cookie.ts';
export { expireTrials } from './trial-expiry.ts';
export { trialCreationsPerAddress, trialRoutes } from './trial-routes.ts';
