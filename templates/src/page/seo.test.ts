import { type Image, placeholderImageUrl, type Website } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { sharedOrigin, siteWith } from '../render/testing.ts';
import { renderContext } from '../render-context.ts';
import { shareImageUrl } from './seo.ts';

const withIntroImage = (url: string): Website => {
  const site = siteWith({ logo: null });
  const image: Image = {
    provider: 'Custom',
    description: 'Bread',
    tags: [],
    urls: [{ type: 'regular', url }],
    fit: 'cover',
  };
  return {
    ...site,
    sections: site.sections.map((s) => (s.type === 'Introduction' ? { ...s, image } : s)),
  };
};
const shared = (site: Website) => shareImageUrl(renderContext(site, sharedOrigin));

describe('the share image (og:image, JSON-LD image)', () => {
  it('is the introduction image’s http(s) URL', () => {
    expect(shared(withIntroImage('https://images.unsplash.com/photo-1?w=1080'))).toBe(
      'https://images.unsplash.com/photo-1?w=1080',
    );
  });

  it('is left out for the stand-in picture and for any other scheme', () => {
    expect(shared(withIntroImage(placeholderImageUrl))).toBeUndefined();
    // Not a valid document (the model refuses it); the head stays clean even so.
    expect(shared(withIntroImage('javascript:alert(1)'))).toBeUndefined();
  });
});
