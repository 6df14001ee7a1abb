import { describe, expect, it } from 'vitest';
import { renderPath } from '../../prerender/prerender-pages.tsx';
import { checkLink } from './link-page.tsx';
import { linkSources, onboardingFromLink } from './link-sources.ts';

describe('create-from-link landing pages (spec §2)', () => {
  it('renders a labelled link field that, even without JavaScript, leads into onboarding', async () => {
    for (const { path, source } of linkSources) {
      const { body } = await renderPath(path);
      expect(body, path).toContain('action="/onboarding" method="get"');
      expect(body).toContain(`<input type="hidden" name="source" value="${source}"/>`);
      const labelFor = /<label class="field__label" for="([^"]+)">/.exec(body)?.[1];
      const input = /<input[^>]*name="link"[^>]*>/.exec(body)?.[0] ?? '';
      expect(labelFor).toBeTruthy();
      expect(input).toContain(`id="${labelFor}"`);
    }
  });

  it('prefills onboarding with the link and its source', () => {
    expect(onboardingFromLink('Yelp', 'https://www.yelp.com/biz/a?b=1')).toBe(
      '/onboarding?link=https%3A%2F%2Fwww.yelp.com%2Fbiz%2Fa%3Fb%3D1&source=Yelp',
    );
  });

  it('accepts web links (adding https:// when missing) and explains what is wrong otherwise', () => {
    expect(checkLink(' facebook.com/joes-barbers ')).toEqual({ link: 'https://facebook.com/joes-barbers' });
    expect(checkLink('http://example.com/a')).toEqual({ link: 'http://example.com/a' });
    expect(checkLink('')).toEqual({ error: 'Paste the link to your page.' });
    expect(checkLink('javascript:alert(1)')).toHaveProperty('error');
    expect(checkLink('not a link')).toHaveProperty('error');
    expect(checkLink(`https://example.com/${'a'.repeat(2048)}`)).toEqual({
      error: 'Links can be at most 2048 characters.',
    });
  });
});
