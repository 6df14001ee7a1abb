import {
  type AccountDeletionReason,
  accountCalls,
  authCalls,
  type RouteAnswer,
  type RouteCallInput,
  websiteCalls,
} from '@sitewright/model';
import { callRoute } from '../app-pages/designer/websites-api.ts';

/** `GET /api/account`: the account settings modal (spec §2 Account, §3 User, §9 limits). */
export type AccountSettings = RouteAnswer<typeof accountCalls.getAccount>;

/** Stage 2 of account deletion (`DELETE /api/account`). */
export type DeleteAccountBody = RouteCallInput<typeof accountCalls.deleteAccount>['body'];

/**
 * The account calls of the api (docs/decisions/account.md; e-mail and password changes are the sign-in
 * calls). Failures raise `ApiError { code, message, status }`.
 */
export const accountApi = {
  settings: () => callRoute(accountCalls.getAccount, {}),
  websites: () => callRoute(websiteCalls.listWebsites, {}),
  changeEmail: (currentPassword: string, newEmail: string) =>
    callRoute(authCalls.changeEmail, { body: { currentPassword, newEmail } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    callRoute(authCalls.changePassword, { body: { currentPassword, newPassword } }),
  deletionFeedback: (reason: AccountDeletionReason, text: string) =>
    callRoute(accountCalls.sendDeletionFeedback, { body: { reason, text } }),
  deleteAccount: (body: DeleteAccountBody) => callRoute(accountCalls.deleteAccount, { body }),
};
