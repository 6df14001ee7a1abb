import { type ErrorCode, errorMessage, isErrorCode } from '@sitewright/model';
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { ApiError, clientErrors } from '../api/post-json.ts';

/**
 * Supabase Auth mode of the designer: sign-in through `@supabase/supabase-js`, which keeps the
 * session (its own storage key) and refreshes it when the session store asks. Loaded with a dynamic
 * `import()` only when the api says Supabase signs users in, so the built-in mode's bundle carries
 * none of it.
 */

let client: SupabaseClient | null = null;

/** The one client of the page, made on first use. */
export async function supabaseClient(project: { url: string; anonKey: string }): Promise<SupabaseClient> {
  if (client) return client;
  const { createClient } = await import('@supabase/supabase-js');
  client ??= createClient(project.url, project.anonKey, {
    auth: {
      // The session store (session-store.ts) refreshes 5 minutes before expiry (spec §9), one tab at a time.
      autoRefreshToken: false,
      persistSession: true,
      // `/auth/complete` reads the fragment an e-mail link or Google brings back itself (auth-api.ts).
      detectSessionInUrl: false,
      flowType: 'implicit',
    },
  });
  return client;
}

/** Supabase Auth's error codes as the spec §8 catalogue names them. */
const codeOf: Record<string, ErrorCode> = {
  user_already_exists: 'email-already-in-use',
  email_exists: 'email-already-in-use',
  email_address_invalid: 'invalid-email',
  validation_failed: 'invalid-email',
  invalid_credentials: 'wrong-password',
  user_not_found: 'user-not-found',
  over_request_rate_limit: 'too-many-requests',
  over_email_send_rate_limit: 'too-many-requests',
  otp_expired: 'expired-action-code',
  refresh_token_not_found: 'user-token-expired',
  refresh_token_already_used: 'user-token-expired',
  session_not_found: 'user-token-expired',
  session_expired: 'user-token-expired',
  user_banned: 'user-disabled',
};

/** A Supabase Auth error as the sign-in screens show it: spec §8 code and wording. */
export function supabaseError(error: AuthError | Error | null): ApiError {
  const code = (error as { code?: unknown } | null)?.code;
  const status = (error as { status?: unknown } | null)?.status;
  if (error?.name === 'AuthRetryableFetchError' || status === 0) {
    return new ApiError('network-request-failed', clientErrors['network-request-failed']);
  }
  if (error?.name === 'AuthWeakPasswordError' || code === 'weak_password') {
    return new ApiError('weak-password', error?.message ?? clientErrors.unknown);
  }
  const mapped = typeof code === 'string' ? codeOf[code] : undefined;
  if (mapped && isErrorCode(mapped)) return new ApiError(mapped, errorMessage(mapped));
  return new ApiError('unknown', clientErrors.unknown);
}

/** Unwraps a supabase-js answer: its data, or the spec §8 error. */
export function unwrap<A extends { data: unknown; error: AuthError | null }>(
  answer: A,
): Extract<A, { error: null }>['data'] {
  if (answer.error) throw supabaseError(answer.error);
  return answer.data as Extract<A, { error: null }>['data'];
}
