import type { AccountDeletionReason, AuthProvider } from '@sitewright/model';
import { callApi, type ListedWebsite } from '../app-pages/designer/websites-api.ts';

/** How the account proves it is its owner before deletion (api `account/schemas.ts`). */
export type Reauthentication = 'password' | 'google' | 'recent-sign-in';

/** `GET /api/account`: the account settings modal (spec §2 Account, §3 User, §9 limits). */
export interface AccountSettings {
  id: string;
  email: string;
  provider: AuthProvider;
  emailVerified: boolean;
  verified: boolean;
  displayName: string | null;
  createdAt: string;
  reauthentication: Reauthentication;
  counts: {
    ownedWebsites: number;
    ownedWebsiteLimit: number;
    sharedWebsites: number;
    sharedWebsiteLimit: number;
  };
}

/** Stage 2 of account deletion (`DELETE /api/account`). */
export interface DeleteAccountBody {
  deletionToken: string;
  confirm: true;
  currentPassword?: string;
  googleIdToken?: string;
}

/**
 * The account calls of the api (docs/decisions/account.md; e-mail and password changes are the sign-in
 * calls). Failures raise `ApiError { code, message, status }`.
 */
export const accountApi = {
  settings: () => callApi<AccountSettings>('GET', '/api/account'),
  websites: () => callApi<{ websites: ListedWebsite[] }>('GET', '/api/websites'),
  changeEmail: (currentPassword: string, newEmail: string) =>
    callApi<{ user: { email: string } }>('POST', '/api/auth/change-email', { currentPassword, newEmail }),
  changePassword: (currentPassword: string, newPassword: string) =>
    callApi<null>('POST', '/api/auth/change-password', { currentPassword, newPassword }),
  deletionFeedback: (reason: AccountDeletionReason, text: string) =>
    callApi<{ deletionToken: string; expiresAt: string }>('POST', '/api/account/deletion/feedback', {
      reason,
      text,
    }),
  deleteAccount: (body: DeleteAccountBody) => callApi<null>('DELETE', '/api/account', body),
};
