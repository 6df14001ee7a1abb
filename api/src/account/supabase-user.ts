import { deleteSupabaseUser } from '../auth/index.ts';
import type { AccountDependencies } from './dependencies.ts';

/** Attempts at Supabase Auth's admin API before the failure is left to the operator (logged). */
const attempts = 3;

/**
 * Supabase Auth mode: after our account is deleted, its Supabase Auth user goes too (the admin
 * API, with the service-role key on the server). Decision: our deletion has committed by then, so
 * a refusal is retried, then logged as an error for the operator (the Supabase user holds only
 * the e-mail; a token of it is refused once its link is gone — `supabase-auth.ts` asks Supabase
 * and creates nothing while it is refused); it never turns the answer into a failure.
 */
export async function deleteSupabaseAccount(
  deps: AccountDependencies,
  supabaseUserId: string,
  userId: string,
): Promise<void> {
  const settings = deps.auth.settings.supabase;
  if (!settings) return;
  if (!settings.serviceRoleKey) {
    deps.logger.error(
      { userId, supabaseUserId },
      'account deleted, but its Supabase Auth user was not: SUPABASE_SERVICE_ROLE_KEY is not set',
    );
    return;
  }
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await deleteSupabaseUser(settings, supabaseUserId);
      deps.logger.info({ userId, supabaseUserId }, 'supabase auth user deleted');
      return;
    } catch (error) {
      if (attempt === attempts) {
        deps.logger.error({ err: error, userId, supabaseUserId }, 'supabase auth user not deleted');
      }
    }
  }
}
