/**
 * The designer's one door to the signed-in user's access token. `designer/src/auth/session.ts`
 * backs it with the session store (`setAccessTokenSource(() => session.accessToken())`) as soon as
 * that module loads (the designer page loads it through `RequireSignIn`). Before that, the token is
 * read from session storage under `accessTokenKey`.
 */
export const accessTokenKey = 'sitewright.accessToken';

let source: () => string | null = () => {
  try {
    return sessionStorage.getItem(accessTokenKey);
  } catch {
    return null;
  }
};

/** Replaces where the token comes from (the session store calls this once at start-up). */
export function setAccessTokenSource(next: () => string | null): void {
  source = next;
}

/** The bearer token of the signed-in user, or null when nobody is signed in. */
export function getAccessToken(): string | null {
  return source();
}
