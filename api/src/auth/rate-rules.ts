import type { RateRule } from '../http/rate-limit.ts';

const minutes = (n: number) => n * 60_000;

/**
 * The sign-in limits (issue: per e-mail and per IP on link, code and password). Per e-mail stops
 * mail-bombing one inbox and guessing one account; per IP stops one machine spraying many
 * e-mails. Over a limit: 429 `too-many-requests` with `Retry-After`.
 */
export const authRateRules = {
  linkPerEmail: { name: 'link-email', limit: 5, windowMs: minutes(15) },
  linkPerIp: { name: 'link-ip', limit: 20, windowMs: minutes(15) },
  codePerEmail: { name: 'code-email', limit: 5, windowMs: minutes(15) },
  codePerIp: { name: 'code-ip', limit: 20, windowMs: minutes(15) },
  codeCheckPerEmail: { name: 'code-check-email', limit: 15, windowMs: minutes(15) },
  codeCheckPerIp: { name: 'code-check-ip', limit: 30, windowMs: minutes(15) },
  passwordPerEmail: { name: 'password-email', limit: 10, windowMs: minutes(15) },
  passwordPerIp: { name: 'password-ip', limit: 30, windowMs: minutes(15) },
  signUpPerIp: { name: 'sign-up-ip', limit: 10, windowMs: minutes(60) },
  googlePerIp: { name: 'google-ip', limit: 30, windowMs: minutes(15) },
  tokenPerIp: { name: 'token-ip', limit: 30, windowMs: minutes(15) },
  refreshPerIp: { name: 'refresh-ip', limit: 300, windowMs: minutes(15) },
  verificationPerUser: { name: 'verification-user', limit: 5, windowMs: minutes(60) },
} as const satisfies Record<string, RateRule>;
