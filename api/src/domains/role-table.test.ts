import { insertDomain, uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestResponse } from '../auth/testing/harness.ts';
import { pngFile } from '../uploads/testing/image-files.ts';
import { type Member, startTestbed, type Testbed } from './testing/testbed.ts';

type Role = 'owner' | 'editor' | 'invitee' | 'revoked' | 'stranger' | 'anonymous';
const roles: Role[] = ['anonymous', 'stranger', 'revoked', 'invitee', 'editor', 'owner'];

/** What a case works on: a fresh published website of the owner, and its domain in the state the case asks for. */
interface Scene {
  siteId: string;
  domain: string;
  token: string | undefined;
}

interface Case {
  call: string;
  domainState?: 'PendingOwnershipVerification' | 'Connected' | 'Failed';
  run(t: Testbed, scene: Scene): Promise<TestResponse>;
  expected: Record<Role, number>;
}

const member = { owner: 200, editor: 200, invitee: 404, revoked: 404, stranger: 404, anonymous: 401 };
const domainUserOnly = { owner: 200, editor: 403, invitee: 403, revoked: 403, stranger: 403, anonymous: 401 };
const uploaders = { owner: 201, editor: 201, invitee: 403, revoked: 403, stranger: 403, anonymous: 401 };
const everyone = { owner: 200, editor: 200, invitee: 200, revoked: 200, stranger: 200, anonymous: 200 };

async function multipart(t: Testbed, scene: Scene, path: string): Promise<TestResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngFile(2, 2))]), 'a.png');
  const res = await fetch(`${t.h.base}/api/websites/${scene.siteId}/${path}`, {
    method: 'POST',
    body: form,
    headers: scene.token ? { authorization: `Bearer ${scene.token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text, headers: res.headers };
}

const with_ = (scene: Scene) => (scene.token ? { token: scene.token } : {});

/** Spec §6 on every call of domains, uploads, forms and export (README "Domains", "Uploads", "Forms and export"). */
const cases: Case[] = [
  {
    call: 'GET /api/domains?websiteId',
    run: (t, s) => t.h.request('GET', `/api/domains?websiteId=${s.siteId}`, with_(s)),
    expected: member,
  },
  {
    call: 'POST /api/domains',
    run: (t, s) =>
      t.h.request('POST', '/api/domains', {
        json: { domainName: s.domain, websiteId: s.siteId },
        ...with_(s),
      }),
    expected: { ...member, owner: 201, editor: 201 },
  },
  {
    call: 'POST /api/domains/{domain}/check',
    domainState: 'PendingOwnershipVerification',
    run: (t, s) => t.h.request('POST', `/api/domains/${s.domain}/check`, with_(s)),
    expected: { ...domainUserOnly, editor: 200 },
  },
  {
    call: 'DELETE /api/domains/{domain}',
    domainState: 'PendingOwnershipVerification',
    run: (t, s) => t.h.request('DELETE', `/api/domains/${s.domain}`, with_(s)),
    expected: { ...domainUserOnly, owner: 204 },
  },
  {
    call: 'POST /api/domains/{domain}/reconnect',
    domainState: 'Failed',
    run: (t, s) => t.h.request('POST', `/api/domains/${s.domain}/reconnect`, with_(s)),
    expected: domainUserOnly,
  },
  {
    call: 'POST /api/domains/{domain}/disconnect',
    domainState: 'Connected',
    run: (t, s) => t.h.request('POST', `/api/domains/${s.domain}/disconnect`, with_(s)),
    expected: domainUserOnly,
  },
  {
    call: 'POST /api/entri/email-service/send-disconnect-email',
    domainState: 'Connected',
    run: (t, s) =>
      t.h.request('POST', '/api/entri/email-service/send-disconnect-email', {
        json: { websiteId: s.siteId, domain: s.domain, companyName: 'Rosa Bakery' },
        ...with_(s),
      }),
    expected: member,
  },
  { call: 'POST /api/websites/{id}/images', run: (t, s) => multipart(t, s, 'images'), expected: uploaders },
  { call: 'POST /api/websites/{id}/logo', run: (t, s) => multipart(t, s, 'logo'), expected: uploaders },
  {
    call: 'POST /api/websites/{id}/browser-icon',
    run: (t, s) => multipart(t, s, 'browser-icon'),
    expected: uploaders,
  },
  {
    call: 'GET /api/websites/{id}/contacts.csv',
    run: (t, s) => t.h.request('GET', `/api/websites/${s.siteId}/contacts.csv`, with_(s)),
    expected: { ...uploaders, owner: 200, editor: 200 },
  },
  {
    call: 'POST /api/sites/{id}/contact (public)',
    run: (t, s) =>
      t.h.request('POST', `/api/sites/${s.siteId}/contact`, {
        form: { 'field-name': 'Ana', 'field-email': 'ana@example.com', 'field-message': 'Hi' },
        headers: { accept: 'application/json' },
        ...with_(s),
      }),
    expected: everyone,
  },
  {
    call: 'POST /api/sites/{id}/newsletter (public)',
    run: (t, s) =>
      t.h.request('POST', `/api/sites/${s.siteId}/newsletter`, {
        form: { email: `${uniqueToken()}@example.com` },
        headers: { accept: 'application/json' },
        ...with_(s),
      }),
    expected: everyone,
  },
];

describe('spec §6 on the domain, upload, form and export calls', () => {
  let t: Testbed;
  const people = {} as Record<Exclude<Role, 'anonymous'>, Member>;
  beforeAll(async () => {
    t = await startTestbed();
    for (const role of ['owner', 'editor', 'invitee', 'revoked', 'stranger'] as const)
      people[role] = await t.member(role);
  });
  afterAll(() => t?.close());

  /** A fresh website of the owner: the editor accepted, the invitee not yet, the revoked editor's invite deleted. */
  async function scene(role: Role, domainState: Case['domainState']): Promise<Scene> {
    const site = await t.publishedWebsite(people.owner);
    await t.addEditor(site.id, people.editor);
    await t.addPendingInvite(site.id, people.invitee);
    const revoked = await t.addEditor(site.id, people.revoked);
    const removal = await t.h.request('DELETE', `/api/invite/delete/${revoked}`, {
      token: people.owner.token,
    });
    expect(removal.status).toBe(204);
    const domain = `www.${uniqueToken()}.example.com`;
    if (domainState) {
      await insertDomain(t.h.db, people.owner.id, {
        domainName: domain,
        websiteId: site.id,
        state: domainState,
        failureReason: domainState === 'Failed' ? 'OwnershipVerificationExpired' : null,
        modifiedAt: t.h.clock.now(),
      });
    }
    return { siteId: site.id, domain, token: role === 'anonymous' ? undefined : people[role].token };
  }

  for (const c of cases) {
    it(c.call, async () => {
      const answers: Record<string, number> = {};
      for (const role of roles) {
        t.h.limiter.reset();
        const res = await c.run(t, await scene(role, c.domainState));
        answers[role] = res.status;
        if (res.status >= 400)
          expect(res.body, `${c.call} as ${role}`).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
      }
      expect(answers).toEqual(c.expected);
    });
  }
});
