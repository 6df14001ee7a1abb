import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { SupabaseAuthSettings } from './supabase-auth.ts';

/** How long each sign-in secret lives. */
export const authLifetimes = {
  /** The bearer token (JWT). The client refreshes 5 minutes before (spec §9 "refresh margin"). */
  accessTokenMs: 15 * 60_000,
  /** A session (refresh-token family) idle for this long ends; every refresh extends it. */
  refreshTokenMs: 30 * 24 * 60 * 60_000,
  /** spec §1 / issue: the one-time code expires in 10 minutes. */
  oneTimeCodeMs: 10 * 60_000,
  /** The magic link expires in 15 minutes. */
  magicLinkMs: 15 * 60_000,
  /** A minted sign-in token (custom token): long enough to paste, short enough to be harmless. */
  signInTokenMs: 5 * 60_000,
  /** The verification link of a password sign-up or e-mail change. */
  emailVerificationMs: 24 * 60 * 60_000,
} as const;

/** What sign-in needs from the configuration. Tests build one with {@link authSettings}. */
export interface AuthSettings {
  /** The SPA's origin: sign-in completes at `${appUrl}/auth/complete`. */
  appUrl: string;
  /** The api's origin: e-mailed links point at `${apiUrl}/auth/…`. Never the Host header. */
  apiUrl: string;
  /** Signs access and sign-in tokens, and keys every stored secret hash. */
  jwtSecret: string;
  googleClientId?: string;
  googleJwksUrl: string;
  /** Supabase Auth mode: sign-in is Supabase's, the api verifies its access tokens. */
  supabase?: SupabaseAuthSettings;
}

/** Settings from the configuration, or development defaults (tests, `createApp` without config). */
export function authSettings(
  config: Config | undefined,
  overrides: Partial<AuthSettings> = {},
): AuthSettings {
  return {
    appUrl: config?.appUrl ?? 'http://localhost:3000',
    apiUrl: config?.apiUrl ?? config?.appUrl ?? 'http://localhost:3000',
    jwtSecret: config?.auth.jwtSecret ?? randomSecret(),
    googleJwksUrl: config?.auth.googleJwksUrl ?? 'https://www.googleapis.com/oauth2/v3/certs',
    ...(config?.auth.googleClientId ? { googleClientId: config.auth.googleClientId } : {}),
    ...(config?.auth.supabase ? { supabase: config.auth.supabase } : {}),
    ...overrides,
  };
}

/** Without a configuration, tokens are signed with a secret that lives as long as the process. */
function randomSecret(): string {
  return randomBytes(48).toString('base64url');
}
