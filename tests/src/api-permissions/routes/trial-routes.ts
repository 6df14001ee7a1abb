import { expect } from 'vitest';
import { type Expected, type Outcome, refusals } from '../support/access-rules.ts';
import type { Answer, PermissionApp } from '../support/permission-app.ts';
import type { CaseContext, RouteTable } from '../support/route-case.ts';

/**
 * Trying before signing up (docs/decisions/trial.md). A trial is known by its browser's
 * httpOnly cookie, not by a bearer token. Here `anonymous` is the visitor who holds a trial cookie
 * (the trial owner, or another trial visitor); the five signed-in callers send their bearer token,
 * which always decides who they are — a trial's draft is nobody's website among them.
 */
const trialRule = { kind: 'trial-cookie' } as const;
const publicRule = { kind: 'public' } as const;

const answers = {
  businessName: 'Harbor Plumbing',
  description: 'Emergency plumbing repairs, boiler servicing and bathroom fitting for homes across Leeds.',
  location: 'Leeds, UK',
  industry: 'heating-and-cooling',
};

const signUpRequired: Outcome = { status: 401, code: 'sign-up-required' };
const trialNotFound: Outcome = { status: 404, code: 'trial-not-found' };

/** A visitor without an account creates a website: its id and the cookie their browser keeps. */
async function startTrial(app: PermissionApp): Promise<{ cookie: string; websiteId: string }> {
  const answer = await app.call('POST', '/api/trial/websites', { json: answers });
  const cookie = /^(sitewright_trial=[A-Za-z0-9_-]{43})/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (answer.status !== 201 || !cookie) throw new Error(`trial creation: ${JSON.stringify(answer.body)}`);
  return { cookie, websiteId: answer.body.id };
}

/** The trial of the calling browser (`cookie`) and, for the other-visitor cases, a second one. */
async function trials({ app }: CaseContext): Promise<Record<string, string>> {
  const mine = await startTrial(app);
  const theirs = await startTrial(app);
  return { cookie: mine.cookie, websiteId: mine.websiteId, otherCookie: theirs.cookie };
}

/** What each caller gets when every signed-in caller is a stranger to the trial's draft. */
function signedInStrangers(visitor: Outcome, stranger: Outcome = refusals.websiteNotFound): Expected {
  return {
    owner: stranger,
    editor: stranger,
    pending: stranger,
    revoked: stranger,
    other: stranger,
    anonymous: visitor,
  };
}

const withCookie = (ctx: CaseContext, cookie: string | undefined) => ({
  token: ctx.token,
  ...(cookie ? { headers: { cookie } } : {}),
});

/** The draft, read back as its trial owner would see it after a call. */
async function trialDraft(ctx: CaseContext): Promise<Answer> {
  return ctx.app.call('GET', `/api/websites/${ctx.given.websiteId}`, {
    headers: { cookie: ctx.given.cookie! },
  });
}

async function save(ctx: CaseContext, cookie: string | undefined): Promise<Answer> {
  const loaded = await trialDraft(ctx);
  const document = {
    ...loaded.body.document,
    websiteSettings: { ...loaded.body.document.websiteSettings, businessName: 'Harbor Trial Edit' },
  };
  return ctx.app.call('PUT', `/api/websites/${ctx.given.websiteId}/draft`, {
    ...withCookie(ctx, cookie),
    json: { document, baseVersion: loaded.body.version },
  });
}

/** The trial cases of the draft's own calls, walked beside their §6 cases (`permissions.test.ts`). */
export const trialDraftCases: RouteTable = {
  'GET /api/websites/{websiteId}': [
    {
      variant: "a trial's draft with its owner's cookie",
      rule: trialRule,
      prepare: trials,
      call: (ctx) =>
        ctx.app.call('GET', `/api/websites/${ctx.given.websiteId}`, withCookie(ctx, ctx.given.cookie)),
      expected: signedInStrangers({ status: 200 }),
      allowed: (answer) =>
        expect(answer.body).toMatchObject({ role: 'Owner', editControl: { youHoldIt: true } }),
    },
    {
      variant: "a trial's draft with another trial visitor's cookie",
      rule: trialRule,
      prepare: trials,
      call: (ctx) =>
        ctx.app.call('GET', `/api/websites/${ctx.given.websiteId}`, withCookie(ctx, ctx.given.otherCookie)),
      expected: signedInStrangers(refusals.websiteNotFound),
    },
  ],
  'PUT /api/websites/{websiteId}/draft': [
    {
      variant: "a trial's draft with its owner's cookie",
      rule: trialRule,
      prepare: trials,
      call: (ctx) => save(ctx, ctx.given.cookie),
      expected: signedInStrangers({ status: 200 }),
      allowed: async (_answer, ctx) =>
        expect((await trialDraft(ctx)).body.document.websiteSettings.businessName).toBe('Harbor Trial Edit'),
    },
    {
      variant: "a trial's draft with another trial visitor's cookie",
      rule: trialRule,
      prepare: trials,
      call: (ctx) => save(ctx, ctx.given.otherCookie),
      expected: signedInStrangers(refusals.websiteNotFound),
    },
  ],
  'POST /api/websites/{websiteId}/publish': [
    {
      variant: "a trial's draft with its owner's cookie: sign up first",
      rule: trialRule,
      prepare: trials,
      call: (ctx) =>
        ctx.app.call('POST', `/api/websites/${ctx.given.websiteId}/publish`, {
          ...withCookie(ctx, ctx.given.cookie),
          json: { handle: `trial-${(ctx.given.websiteId ?? '').slice(0, 8)}` },
        }),
      expected: signedInStrangers(signUpRequired),
    },
  ],
};

/** The trial calls themselves. */
export const trialRoutes: RouteTable = {
  'POST /api/trial/websites': [
    {
      rule: publicRule,
      call: ({ app, token }) => app.call('POST', '/api/trial/websites', { json: answers, token }),
      expected: {
        owner: { status: 201 },
        editor: { status: 201 },
        pending: { status: 201 },
        revoked: { status: 201 },
        other: { status: 201 },
        anonymous: { status: 201 },
      },
      allowed: (answer) => {
        expect(answer.headers.get('set-cookie')).toMatch(/^sitewright_trial=[A-Za-z0-9_-]{43};.*HttpOnly/);
        expect(answer.body.document.websiteSettings.businessName).toBe('Harbor Plumbing');
      },
    },
  ],
  'GET /api/trial': [
    {
      variant: "with the trial's cookie",
      rule: trialRule,
      prepare: trials,
      call: (ctx) => ctx.app.call('GET', '/api/trial', withCookie(ctx, ctx.given.cookie)),
      // The cookie alone answers: it is the trial's secret, whoever else the caller is.
      expected: signedInStrangers({ status: 200 }, { status: 200 }),
      allowed: (answer, ctx) => expect(answer.body.websiteId).toBe(ctx.given.websiteId),
    },
    {
      variant: 'without a trial cookie',
      rule: publicRule,
      call: (ctx) => ctx.app.call('GET', '/api/trial', withCookie(ctx, undefined)),
      expected: signedInStrangers(trialNotFound, trialNotFound),
    },
  ],
  'POST /api/trial/claim': [
    {
      variant: "signed in, with the trial's cookie",
      rule: { kind: 'signed-in' },
      prepare: trials,
      call: (ctx) => ctx.app.call('POST', '/api/trial/claim', withCookie(ctx, ctx.given.cookie)),
      // The trial owner must sign up first; any signed-in caller of that browser keeps it.
      expected: signedInStrangers(signUpRequired, { status: 200 }),
      allowed: async (answer, ctx) => {
        expect(answer.body.websiteId).toBe(ctx.given.websiteId);
        const list = await ctx.app.call('GET', '/api/websites', { token: ctx.token });
        expect(list.body.websites.map((w: { draftId: string }) => w.draftId)).toContain(ctx.given.websiteId);
      },
    },
    {
      variant: 'without a trial cookie',
      rule: { kind: 'signed-in' },
      call: (ctx) => ctx.app.call('POST', '/api/trial/claim', withCookie(ctx, undefined)),
      expected: signedInStrangers(refusals.noToken, trialNotFound),
    },
  ],
};
