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

  it('has the landmarks: skip link, banner, main, footer', () => {
    expect(body.indexOf('class="skip-link" href="#main"')).toBeLessThan(body.indexOf('<header'));
    for (const tag of ['<header', '<main id="main"', '<footer']) expect(body).toContain(tag);
  });
});
