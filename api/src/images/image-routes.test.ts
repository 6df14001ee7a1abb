import { image } from '@sitewright/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { imageSearchesPerUser } from './image-routes.ts';

/** spec §1 image search (gallery, banner and intro images), §3 Image shape; bundled without keys. */
describe('GET /api/images/search (no stock keys: the bundled pictures)', () => {
  let h: AuthHarness;
  let token: string;
  beforeAll(async () => {
    h = await startAuthHarness();
    token = (await h.signIn('images@example.com')).accessToken;
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const search = (query: string, as: string | null = token) =>
    h.request('GET', `/api/images/search?${query}`, as ? { token: as } : {});

  it('returns valid §3 images for an industry and slot, whose URL serves the SVG', async () => {
    const answer = await search('industry=barber-shop&kind=intro&count=1');
    expect(answer.status).toBe(200);
    expect(answer.body.images).toHaveLength(1);
    const found = image.parse(answer.body.images[0]);
    expect(found.provider).toBe('Custom');
    const url = new URL(found.urls[0]!.url);
    expect(url.origin).toBe(h.appUrl);
    expect(url.pathname).toBe('/assets/images/barber-shop-intro.svg');

    const svg = await h.request('GET', url.pathname);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.text).toContain('<svg');
    expect(svg.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('fills a gallery with distinct pictures, at most the count asked', async () => {
    const answer = await search('industry=landscaping&kind=gallery&count=5');
    const urls = (answer.body.images as unknown[]).map((i) => image.parse(i).urls[0]!.url);
    expect(urls).toHaveLength(5);
    expect(new Set(urls).size).toBe(5);
    expect((await search('industry=landscaping&kind=banner&count=3')).body.images).toHaveLength(1);
  });

  it('reads the industry from the query, or searches the pictures by their words', async () => {
    const barber = await search('query=fade%20and%20beard%20trim%20at%20the%20barber&kind=intro&count=1');
    expect(barber.body.images[0].urls[0].url).toContain('/assets/images/barber-shop-intro.svg');
    const words = await search('query=bicycle&count=2');
    expect(words.status).toBe(200);
    expect(words.body.images.length).toBeGreaterThan(0);
    for (const found of words.body.images) expect(image.safeParse(found).success).toBe(true);
    expect(await search('query=qwxyzzy')).toMatchObject({ status: 200, body: { images: [] } });
  });

  it('refuses anonymous callers, bad parameters, and floods', async () => {
    expect((await search('industry=spa', null)).status).toBe(401);
    expect(await search('kind=intro')).toMatchObject({
      status: 400,
      body: { message: 'Give a query or an industry to search images for.' },
    });
    for (const bad of [
      'industry=spa&count=0',
      'industry=spa&count=31',
      'industry=spa&kind=hero',
      'industry=moon',
    ]) {
      expect((await search(bad)).status, bad).toBe(400);
    }
    expect(await search('industry=spa&page=2')).toMatchObject({
      status: 400,
      body: { code: 'unknown-field' },
    });
    for (let i = 0; i < imageSearchesPerUser.limit; i++) await search('industry=spa&count=1');
    expect(await search('industry=spa&count=1')).toMatchObject({
      status: 429,
      body: { code: 'too-many-requests' },
    });
  });
});
