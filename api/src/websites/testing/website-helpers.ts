import type { Website } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';
import { insertInviteRow } from '@sitewright/store/testing';
import type { AuthHarness, TestResponse } from '../../auth/testing/harness.ts';

/** Onboarding answers that write a full site (spec §2 "about business"). */
export const plumberAnswers = {
  businessName: 'Harbor Plumbing',
  description: 'Emergency plumbing repairs, boiler servicing and bathroom fitting for homes across Leeds.',
  location: 'Leeds, UK',
  industry: 'heating-and-cooling',
} as const;

/** A signed-in test user. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
}

let counter = 0;

/** Signs in a fresh user with a one-time code. */
export async function signInUser(h: AuthHarness, stem = 'user'): Promise<TestUser> {
  const email = `${stem}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;
  const answer = await h.signIn(email);
  return { id: answer.user.id, email, token: answer.accessToken };
}

/** `POST /api/websites` with the plumber's answers (plus `extra`). */
export function createSite(
  h: AuthHarness,
  user: TestUser,
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  return h.post('/api/websites', { ...plumberAnswers, ...extra }, user.token);
}

/** Creates a website and returns its id, document and version (fails the test otherwise). */
export async function createdSite(h: AuthHarness, user: TestUser) {
  const answer = await createSite(h, user);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
  return answer.body as { id: string; document: Website; version: number };
}

/** Makes `editor` an accepted editor of the website (spec §6), as accepting an invite does. */
export async function addEditor(db: Queryable, websiteId: string, editor: TestUser): Promise<void> {
  await insertInviteRow(db, { websiteId, email: editor.email, invitedUserId: editor.id, accepted: true });
}

/** An authenticated request with a JSON body. */
export function send(
  h: AuthHarness,
  method: string,
  path: string,
  user: TestUser | null,
  json?: unknown,
): Promise<TestResponse> {
  return h.request(method, path, {
    ...(json === undefined ? {} : { json }),
    ...(user ? { token: user.token } : {}),
  });
}

export { countRows } from '@sitewright/store/testing';
