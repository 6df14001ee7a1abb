import { describe, expect, it } from 'vitest';
import { renderPath } from '../prerender/prerender-pages.tsx';

describe('home page (spec §2 "Marketing screens")', async () => {
  const { body } = await renderPath('/');
  const navbar = /<nav id="site-nav"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';

  it('has one h1, the build-website action and sign in', () => {
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(body).toContain('href="/onboarding">Build your website</a>');
    expect(body).toContain('href="/login"');
  });

  it('has the navbar the spec lists, in order', () => {
    const labels = [...navbar.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(labels).toEqual([
      'Business name creator',
      'Business idea creator',
      'Google ad creator',
      'Pricing',
      'Support',
      'Blog',
      'Terms',
      'Privacy',
      'Sign in',
    ]);
  });

  it('links an industry chip to each of the 30 industry pages', () => {
    const chips = [...body.matchAll(/class="chip" href="(\/industries\/[a-z-]+)"/g)].map((m) => m[1]);
    expect(new Set(chips).size).toBe(30);
  });

  it('links the five create-from-link entries to their routes', () => {
    for (const path of [
      '/create-your-website-with-facebook',
      '/create-a-website-from-a-link',
      '/github-to-website',
      '/create-your-website-with-thumbtack',
      '/create-your-website-with-yelp',
    ]) {
      expect(body).toContain(`class="link-entry" href="${path}"`);
    }
  });

  it('shows the designer and example sites of four trades: AVIF with a WebP fallback, sized, with alt text', () => {
    const figures = [...body.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map((m) => m[1] ?? '');
    expect(figures).toHaveLength(5);
    for (const figure of figures) {
      expect(figure).toMatch(/<source type="image\/avif" srcSet="\/marketing\/[a-z-]+-\d+\.avif \d+w, /);
      expect(figure).toMatch(
        /<img src="\/marketing\/[a-z-]+-\d+\.webp" srcSet="[^"]+" sizes="[^"]+" width="\d+" height="\d+" alt="[^"]{20,}"/,
      );
    }
    // The designer above the fold is fetched first; the example sites load as they come near.
    expect(figures[0]).toContain('fetchPriority="high"');
    expect(figures[0]).toContain('/marketing/designer-1440.avif 1440w');
    for (const figure of figures.slice(1)) expect(figure).toContain('loading="lazy"');
    for (const caption of ['Plumber', 'Hair salon', 'Tutor', 'Medical clinic'])
      expect(body).toContain(`<strong>${caption}</strong>`);
  });

  it('has the landmarks: skip link, banner, main, footer', () => {
    expect(body.indexOf('class="skip-link" href="#main"')).toBeLessThan(body.indexOf('<header'));
    for (const tag of ['<header', '<main id="main"', '<footer']) expect(body).toContain(tag);
  });
});
