import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { Website } from '@sitewright/model';
import { createWebsiteFixture, fullWebsiteFixture } from '@sitewright/model/testing';
import { createUser, deleteInvite } from '@sitewright/store';
import {
  insertDomain,
  insertInviteRow,
  insertPublishedWebsite,
  rowsAround,
  setLastModifier,
} from '@sitewright/store/testing';
import { apiOrigin, type PermissionApp, type Person } from './permission-app.ts';

/** The callers of spec §6 the suite walks, anonymous last. */
export const actors = ['owner', 'editor', 'pending', 'revoked', 'other', 'anonymous'] as const;
export type Actor = (typeof actors)[number];
/** Everyone of a world with an account: the actors, and a second accepted editor. */
export type Resident = Exclude<Actor, 'anonymous'> | 'colleague';

export type DomainState = 'PendingOwnershipVerification' | 'Connected' | 'Failed';

/** What a case needs of its world besides the defaults (published, a Connected domain). */
export interface WorldOptions {
  /** @defaultValue true */
  published?: boolean;
  /** The state of the website's one domain; null: no domain. @defaultValue 'Connected' */
  domain?: DomainState | null;
  /** Whom the domain is recorded under: who connected it. @defaultValue 'owner' */
  domainUser?: Resident;
  /**
   * The actor is recorded as the last modifier (spec §4 edit control), as a revoked editor who
   * edited before being removed still is. Edit calls then hinge on §6 alone.
   */
  actorHoldsControl?: boolean;
  /** The actor signs up with e-mail and password (unverified) instead of a sign-in token. */
  passwordActor?: boolean;
  /** An open publish request exists (its id in `requestId`). */
  publishRequest?: boolean;
}

/** One website of its owner, and the people and things around it. */
export interface World {
  siteId: string;
  handle: string;
  domain: string | null;
  /** Only the owner and the actor are signed in; the others' tokens are empty. */
  people: Record<Resident, Person>;
  /** The actor of the case; null when anonymous. */
  actor: Person | null;
  /** The actor's password, when `passwordActor`. */
  password: string;
  invites: { editor: string; colleague: string; pending: string; revoked: string };
  /** `/api/uploads/{folder}/{file}` of the owner's uploaded image. */
  uploadPath: string;
  requestId: string | null;
}

const token = () => randomBytes(5).toString('hex');
export const uniqueEmail = (stem: string) => `${stem}-${token()}@example.com`;
export const uniqueHandle = () => `site-${token()}`;

/** A 1 × 1 PNG: a real image for the upload calls, which sniff the bytes. */
export const onePixelPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const newsletter = fullWebsiteFixture().sections.find((section) => section.type === 'Newsletter')!;

/** The model's fixture site (its Contact form: field-name, field-email, field-message) and a Newsletter. */
function siteDocument(id: string, userId: string, handle: string): Website {
  const doc = createWebsiteFixture({ id, userId, handle });
  // The Footer comes last (the model's rule): the Newsletter goes just before it.
  const footer = doc.sections.findIndex((section) => section.type === 'Footer');
  const at = footer === -1 ? doc.sections.length : footer;
  const sections = [...doc.sections.slice(0, at), newsletter, ...doc.sections.slice(at)];
  return { ...doc, websiteSettings: { ...doc.websiteSettings, id }, sections };
}

/**
 * A person who signed up by e-mail link or code once and is not signed in now (no token): only the
 * owner and the actor call anything, so the others need an account and nothing more.
 */
async function accountWithoutSession(app: PermissionApp, email: string): Promise<Person> {
  const account = await createUser(app.db, {
    email,
    provider: 'email',
    emailVerified: true,
    now: new Date(),
  });
  return { id: account!.id, email, token: '', refreshToken: '' };
}

/** Builds a fresh world for one call of one actor: nothing a previous call did can leak into it. */
export async function buildWorld(
  app: PermissionApp,
  actor: Actor,
  options: WorldOptions = {},
): Promise<World> {
  app.resetLimits();
  const password = `pw-${token()}-secret`;
  const people = {} as Record<Resident, Person>;
  for (const resident of ['owner', 'editor', 'colleague', 'pending', 'revoked', 'other'] as const) {
    const email = uniqueEmail(resident);
    if (options.passwordActor && resident === actor) people[resident] = await app.signUp(email, password);
    else if (resident === actor || resident === 'owner') people[resident] = await app.signIn(email);
    else people[resident] = await accountWithoutSession(app, email);
  }
  const owner = people.owner;
  const siteId = `site-${token()}`;
  const handle = uniqueHandle();
  const published = options.published ?? true;
  const document = siteDocument(siteId, owner.id, handle);
  // Published with a build before it, so there is one to roll back to.
  await insertPublishedWebsite(app.db, {
    id: siteId,
    userId: owner.id,
    draft: document,
    ...(published ? { published: { handle, document, buildId: 'build-2', previousBuildId: 'build-1' } } : {}),
  });

  const invite = (who: Person, accepted: boolean) =>
    insertInviteRow(app.db, {
      websiteId: siteId,
      email: who.email,
      invitedUserId: accepted ? who.id : null,
      accepted,
    });
  const invites = {
    editor: await invite(people.editor, true),
    colleague: await invite(people.colleague, true),
    pending: await invite(people.pending, false),
    revoked: await invite(people.revoked, true),
  };
  // The revoked editor accepted once; the owner removed them ('Remove'): their invite is gone.
  await deleteInvite(app.db, invites.revoked);

  const domainState = options.domain === undefined ? 'Connected' : options.domain;
  const domain = domainState ? `www.${token()}.example.com` : null;
  if (domainState) {
    // Its website name is the site's handle while published (insertDomain reads it from the website).
    await insertDomain(app.db, people[options.domainUser ?? 'owner'].id, {
      domainName: domain!,
      websiteId: siteId,
      state: domainState,
      failureReason: domainState === 'Failed' ? 'OwnershipVerificationExpired' : null,
    });
  }

  const uploaded = await app.call('POST', `/api/websites/${siteId}/images`, {
    file: { bytes: onePixelPng, name: 'pixel.png' },
    token: owner.token,
  });
  if (uploaded.status !== 201) throw new Error(`world upload: ${JSON.stringify(uploaded.body)}`);
  const uploadUrl = JSON.stringify(uploaded.body).match(
    /https:\/\/api\.sitewright\.test\/api\/uploads\/[^"]+/,
  );
  if (!uploadUrl) throw new Error('world upload: no URL in the answer');
  const uploadPath = uploadUrl[0].slice(apiOrigin.length);

  if (published) {
    const sent = await app.call('POST', `/api/sites/${siteId}/contact`, {
      form: { 'field-name': 'Ana', 'field-email': 'ana@example.com', 'field-message': 'Is Monday free?' },
      headers: { accept: 'application/json' },
    });
    if (sent.status !== 200) throw new Error(`world contact: ${JSON.stringify(sent.body)}`);
    // The owner is e-mailed the message after the visitor's answer (its claim stamps the row): the
    // walk starts once that e-mail went out, so no call below is blamed for the change.
    const deadline = Date.now() + 10_000;
    while (!app.mailer.lastTo(owner.email)) {
      if (Date.now() > deadline) throw new Error('world contact: the owner was not e-mailed the message');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  let requestId: string | null = null;
  if (options.publishRequest) {
    const requested = await app.call('POST', `/api/websites/${siteId}/publish`, {
      json: { handle: uniqueHandle() },
      token: owner.token,
    });
    if (requested.status !== 202) throw new Error(`world publish: ${JSON.stringify(requested.body)}`);
    requestId = requested.body.requestId;
  }

  const actorPerson = actor === 'anonymous' ? null : people[actor];
  if (options.actorHoldsControl && actorPerson) {
    await setLastModifier(app.db, siteId, actorPerson.id);
  }
  app.resetLimits();
  return { siteId, handle, domain, people, actor: actorPerson, password, invites, uploadPath, requestId };
}

/**
 * Every row a call about this world could change — its website and everything hanging off it, its
 * people's accounts and sessions — plus the e-mails sent and the files stored: a refusal must leave
 * all of it as it was.
 */
export async function snapshot(app: PermissionApp, world: World): Promise<string> {
  const rows = await rowsAround(app.db, {
    websiteId: world.siteId,
    userIds: Object.values(world.people).map((p) => p.id),
  });
  const state = {
    ...rows,
    mails: app.mailer.sent.length,
    files: (await readdir(app.storeRoot, { recursive: true })).length,
  };
  return JSON.stringify(state, null, 1);
}
