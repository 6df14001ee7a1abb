import { randomBytes, randomUUID } from 'node:crypto';
import type { Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { insertPublishedWebsite } from '@sitewright/store/testing';
import type { ContractApp } from './contract-app.ts';
import { send } from './send.ts';

/** A signed-in user. */
export interface Person {
  id: string;
  email: string;
  token: string;
}

/**
 * The real things the suite's requests point at, so that a path can be valid while only the body
 * is bad: an owner with a published website (Contact and Newsletter sections), a pending invite,
 * and another user.
 */
export interface Scene {
  owner: Person;
  other: Person;
  websiteId: string;
  handle: string;
  inviteId: string;
  draft: Website;
}

const token = () => randomBytes(5).toString('hex');

/** Signs in with a one-time code (a new account for a new e-mail). */
export async function signIn(
  app: ContractApp,
  label: string,
  email = `${label}-${token()}@example.com`,
): Promise<Person> {
  const generated = await send(app.base, {
    method: 'POST',
    path: '/api/login/otp/generate',
    json: { email },
  });
  const code = /\b(\d{6})\b/.exec(app.mailer.lastTo(email)?.text ?? '')?.[1];
  const verified = await send(app.base, {
    method: 'POST',
    path: '/api/login/otp/verify',
    json: { sessionId: (generated.json as { sessionId?: string })?.sessionId, email, code },
  });
  const answer = verified.json as { result?: string; user?: { id: string }; accessToken?: string };
  if (answer?.result !== 'Success' || !answer.user || !answer.accessToken)
    throw new Error(`sign-in failed: ${verified.text}`);
  return { id: answer.user.id, email, token: answer.accessToken };
}

/** The published document: the default website plus a Newsletter section before the Footer (both visitor forms). */
function publishedDocument(id: string, userId: string, handle: string): Website {
  const doc = createWebsiteFixture({ id, userId, handle });
  const newsletter = {
    id: 'newsletter-1',
    type: 'Newsletter',
    heading: 'News',
    body: 'Monthly news.',
    fieldLabel: 'Your email',
    button: { label: 'Sign up', buttonStyle: 'solid', buttonSize: 'Medium' },
  };
  return {
    ...doc,
    websiteSettings: { ...doc.websiteSettings, id },
    sections: [...doc.sections.slice(0, -1), newsletter, ...doc.sections.slice(-1)],
  } as Website;
}

/** Builds the scene through the api where it can (sign-in, invite) and in the database where it must. */
export async function buildScene(app: ContractApp): Promise<Scene> {
  const owner = await signIn(app, 'owner');
  const other = await signIn(app, 'other');
  app.resetLimits();
  const websiteId = `site-${token()}`;
  const handle = `contract-${token()}`;
  const draft = publishedDocument(websiteId, owner.id, handle);
  await insertPublishedWebsite(app.db, {
    id: websiteId,
    userId: owner.id,
    draft,
    published: { handle, document: draft },
  });
  const invited = await send(app.base, {
    method: 'POST',
    path: '/api/invite/create',
    token: owner.token,
    json: { invitedUserEmail: `invitee-${token()}@example.com`, websiteId, role: 'Collaborator' },
  });
  const inviteId = (invited.json as { invite?: { id?: string } })?.invite?.id;
  if (invited.status !== 201 || !inviteId) throw new Error(`invite: ${invited.status} ${invited.text}`);
  return { owner, other, websiteId, handle, inviteId, draft };
}

/**
 * Valid values of path parameters by name: real rows where they exist. A parameter not listed
 * here gets a value derived from its schema (see `sampleOf`).
 */
export function knownParams(scene: Scene): Record<string, string> {
  return {
    websiteId: scene.websiteId,
    inviteId: scene.inviteId,
    newOwnerId: scene.other.id,
    handle: scene.handle,
    domainName: 'shop.example.com',
    creationId: randomUUID(),
    requestId: randomUUID(),
    folder: scene.websiteId,
    file: `${randomUUID()}.png`,
    versionId: 'b1',
  };
}
