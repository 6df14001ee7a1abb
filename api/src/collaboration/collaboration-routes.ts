import type { ApiRoutes } from '../contract/index.ts';
import type { CollaborationDependencies } from './dependencies.ts';
import { editorsRoutes } from './editors-routes.ts';
import { inviteRoutes } from './invite-routes.ts';
import { membershipRoutes } from './membership-routes.ts';
import { ownershipRoutes } from './ownership-routes.ts';

/**
 * Every collaboration call (spec §4, §6, §7): invite create / resend / accept / delete, the
 * website's owner and editors, and ownership transfer. Register once in `api-router.ts`.
 */
export function collaborationRoutes(routes: ApiRoutes, deps: CollaborationDependencies): void {
  inviteRoutes(routes, deps);
  membershipRoutes(routes, deps);
  editorsRoutes(routes, deps);
  ownershipRoutes(routes, deps);
}
