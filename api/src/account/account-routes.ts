import { accountCalls } from '@sitewright/model';
import { setDisplayName } from '@sitewright/store';
import { catalogueError, findUserById } from '../auth/index.ts';
import { type ApiRoutes, type AuthUser, reply } from '../contract/index.ts';
import { accountSettingsOf } from './account-settings.ts';
import { deletionRoutes } from './deletion-routes.ts';
import type { AccountDependencies } from './dependencies.ts';
import { accountFieldErrors } from './schemas.ts';

/** The caller's row; a session whose user is gone signs out (401 `user-token-expired`). */
async function callerRow(deps: AccountDependencies, caller: AuthUser) {
  const row = await findUserById(deps.db, caller.id);
  if (!row) throw catalogueError(401, 'user-token-expired');
  return row;
}

/**
 * The account (spec §2 "Account"): its settings, the display name, and deletion in two stages
 * (`deletion-routes.ts`). E-mail and password changes are sign-in calls (`/api/auth/change-*`).
 */
export function accountRoutes(routes: ApiRoutes, deps: AccountDependencies): void {
  const raisedLimits = () => deps.config?.raisedLimits ?? false;

  routes.implement(
    accountCalls.getAccount,
    {
      summary: 'The account settings: e-mail, provider, verified, display name, website counts and limits',
      tags: ['account'],
    },
    async ({ user }) =>
      accountSettingsOf(deps.db, await callerRow(deps, user), { raisedLimits: raisedLimits() }),
  );

  routes.implement(
    accountCalls.updateAccount,
    {
      summary: 'Change the display name (empty clears it)',
      tags: ['account'],
      fieldErrors: accountFieldErrors,
    },
    async ({ body, user }) => {
      const name = body.displayName === null || body.displayName === '' ? null : body.displayName;
      await setDisplayName(deps.db, user.id, name);
      return reply(
        200,
        await accountSettingsOf(deps.db, await callerRow(deps, user), { raisedLimits: raisedLimits() }),
      );
    },
  );

  deletionRoutes(routes, deps);
}
