import { afterEach, describe, expect, it, vi } from 'vitest';
import { imagesApi } from './images-api.ts';

describe('the image search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks its contract’s path with the words trimmed, the kind, the count and an industry when given', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ images: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await imagesApi.search({ query: ' roof repair ', industry: 'carpentry' })).toEqual({ images: [] });
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/images/search?query=roof+repair&kind=gallery&count=12&industry=carpentry',
      expect.objectContaining({ method: 'GET' }),
    );
    await imagesApi.search({ query: 'cake', kind: 'banner', count: 3 });
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/images/search?query=cake&kind=banner&count=3',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
