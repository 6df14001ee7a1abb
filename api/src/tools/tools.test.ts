import { countWords, fieldLimits, generationPrompts, validateGoogleAd } from '@sitewright/model';
import { storedAiPrompts } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { toolCallsPerIp } from './tool-routes.ts';

const plumber = { businessName: 'Harbor Plumbing', description: 'Emergency plumbing repairs in Leeds.' };

/** spec §1 free tools, §5 generation prompts and Google ad, on the offline generator. */
describe('free tools (offline generator)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const prompts = async (kind: string) =>
    (await storedAiPrompts(h.db, { kind })).map((p) => ({
      user_id: p.userId,
      model: p.model,
      outcome: p.outcome,
    }));

  it('suggests 12 different business names of at most 48 characters (spec §5)', async () => {
    const answer = await h.post('/api/tools/business-names', {
      description: 'Dog grooming and nail trims at home',
      industry: 'hair-styling',
    });
    expect(answer.status).toBe(200);
    const names: string[] = answer.body.names;
    expect(names).toHaveLength(generationPrompts.businessNames);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(fieldLimits.businessName);
    expect(await prompts('BusinessNames')).toContainEqual({
      user_id: null,
      model: 'offline',
      outcome: 'succeeded',
    });
  });

  it('suggests 10 business ideas of 5 to 8 words (spec §5)', async () => {
    const answer = await h.post('/api/tools/business-ideas', {
      interests: 'cycling, fixing things, weekends',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.ideas).toHaveLength(generationPrompts.businessIdeas);
    for (const idea of answer.body.ideas as string[]) {
      expect(countWords(idea)).toBeGreaterThanOrEqual(5);
      expect(countWords(idea)).toBeLessThanOrEqual(8);
    }
  });

  it('writes Google ads within 30 / 90 characters (spec §5, §9)', async () => {
    const answer = await h.post('/api/tools/google-ads', plumber);
    expect(answer.status).toBe(200);
    expect(answer.body.ads.length).toBeGreaterThan(0);
    for (const ad of answer.body.ads as { headline: string; description: string }[]) {
      expect(validateGoogleAd(ad)).toMatchObject({ ok: true });
      expect([...ad.headline].length).toBeLessThanOrEqual(fieldLimits.googleAdHeadline);
      expect([...ad.description].length).toBeLessThanOrEqual(fieldLimits.googleAdDescription);
    }
  });

  it("records a signed-in caller's id with the call (AIPrompts)", async () => {
    const session = await h.signIn('tool-user@example.com');
    const answer = await h.post('/api/tools/google-ads', plumber, session.accessToken);
    expect(answer.status).toBe(200);
    expect(await prompts('GoogleAd')).toContainEqual({
      user_id: session.user.id,
      model: 'offline',
      outcome: 'succeeded',
    });
  });

  it('refuses bad input with a message the page can show', async () => {
    const refusals: Array<[string, unknown, string]> = [
      ['/api/tools/business-names', {}, 'Description is required.'],
      ['/api/tools/business-names', { description: '   ' }, 'Description is required.'],
      [
        '/api/tools/business-names',
        { description: 'x'.repeat(1025) },
        'Description must be at most 1024 characters.',
      ],
      [
        '/api/tools/business-names',
        { description: 'Bakery', businessName: 'n'.repeat(49) },
        'Business name must be at most 48 characters.',
      ],
      [
        '/api/tools/business-ideas',
        { interests: 'i'.repeat(1025) },
        'Interests must be at most 1024 characters.',
      ],
      ['/api/tools/google-ads', { description: 'Bakery' }, 'Business name is required.'],
    ];
    for (const [path, body, message] of refusals) {
      expect(await h.post(path, body), path).toMatchObject({
        status: 400,
        body: { code: 'invalid-request', message },
      });
    }
    expect(
      await h.post('/api/tools/business-names', { description: 'Bakery', industry: 'moon-mining' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'invalid-request' },
    });
    expect(await h.post('/api/tools/business-ideas', { interests: 'baking', budget: 5 })).toMatchObject({
      status: 400,
      body: { code: 'unknown-field' },
    });
  });

  it('answers 429 after 20 calls an hour from one address, per tool', async () => {
    const limit = toolCallsPerIp.businessIdeas.limit;
    for (let i = 0; i < limit; i++) {
      expect((await h.post('/api/tools/business-ideas', { interests: `baking ${i}` })).status).toBe(200);
    }
    const refused = await h.post('/api/tools/business-ideas', { interests: 'baking again' });
    expect(refused).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another tool has its own budget; an hour later this one has its budget back.
    expect((await h.post('/api/tools/google-ads', plumber)).status).toBe(200);
    // Rate windows follow the system time (rate-limiter-flexible reads Date.now()), not h.clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60_000 });
    try {
      expect((await h.post('/api/tools/business-ideas', { interests: 'baking' })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the three tools in the OpenAPI document', async () => {
    const { body } = await h.request('GET', '/api/openapi.json');
    for (const path of ['/api/tools/business-names', '/api/tools/business-ideas', '/api/tools/google-ads']) {
      expect(body.paths[path]?.post?.responses).toHaveProperty('503');
    }
  });
});
