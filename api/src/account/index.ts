/**
 * The account (api/README.md "Account"): settings, display name, and deletion in two stages with
 * re-authentication, which removes the owned websites through the publisher and keeps the feedback.
 */
export { accountRoutes } from './account-routes.ts';
export { accountSettingsOf } from './account-settings.ts';
export { type AccountDeletion, deleteAccount } from './delete-account.ts';
export { deletionTokenLifetimeMs } from './deletion-token.ts';
export type { AccountDependencies } from './dependencies.ts';
export { recentSignInMs } from './reauthenticate.ts';
