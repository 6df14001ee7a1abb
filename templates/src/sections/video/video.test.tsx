import type { SectionOf } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type RenderOptions, renderContext } from '../../render-context.ts';
import { videoTemplate } from './index.ts';
import { videoEmbedUrl } from './video-embed.ts';

const options: RenderOptions = {
  siteUrl: 'https://rosa.example',
  basePath: '/',
  apiUrl: 'https://api.example',
};
const website = fullWebsiteFixture();
const full = website.sections.find((s): s is SectionOf<'Video'> => s.type === 'Video')!;
const withUrl = (url: string, extra: Partial<SectionOf<'Video'>> = {}): SectionOf<'Video'> => ({
  ...full,
  ...extra,
  link: { ...full.link, url },
});
const render = (section: SectionOf<'Video'>, mode: 'publish' | 'preview' = 'publish') =>
  renderToStaticMarkup(
    <videoTemplate.Component section={section} ctx={renderContext(website, { ...options, mode })} />,
  );

describe('Video section', () => {
  it('renders the full fixture: heading as h2, description, and a non-embeddable address as a link', () => {
    const html = render(full);
    expect(html).toContain(`<h2 id="${full.id}-heading"`);
    expect(html).toContain(full.heading);
    expect(html).toContain(full.description.slice(0, 200));
    expect(html).toContain(`href="${full.link.url}"`);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<h1');
  });

  it('embeds YouTube through youtube-nocookie, lazily, with a title', () => {
    const html = render(withUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10'));
    expect(html).toMatch(/<iframe[^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"/);
    expect(html).toMatch(/<iframe[^>]*loading="lazy"/);
    expect(html).toMatch(new RegExp(`<iframe[^>]*title="${full.heading}"`));
    expect(html).not.toContain('www.youtube.com');
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/abcDEF12345', 'https://www.youtube-nocookie.com/embed/abcDEF12345'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://example.com/video.mp4', undefined],
    ['https://www.youtube.com/channel/abc', undefined],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
  ])('turns %s into its player address', (url, expected) => {
    expect(videoEmbedUrl(url)).toBe(expected);
  });

  it('embeds Vimeo with do-not-track', () => {
    expect(render(withUrl('https://vimeo.com/76979871'))).toContain(
      'src="https://player.vimeo.com/video/76979871?dnt=1"',
    );
  });

  it('shows nothing clickable for an empty link (spec §5 "video links are required")', () => {
    const published = render(withUrl(''));
    expect(published).not.toMatch(/<a |<iframe|<button/);
    expect(published).toContain(full.heading);
    const preview = render(withUrl(''), 'preview');
    expect(preview).not.toMatch(/<a |<iframe/);
    expect(preview).toContain('sw-video__empty');
  });

  it('renders the minimal default section without an empty description', () => {
    const minimal: SectionOf<'Video'> = {
      id: 'video-1',
      type: 'Video',
      heading: '',
      description: '',
      link: {
        type: 'Web',
        label: '',
        url: '',
        acceptanceState: 'Pending',
        buttonStyle: 'solid',
        buttonSize: 'Medium',
      },
    };
    const html = render(minimal);
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('aria-labelledby');
    expect(html).not.toContain('<p');
  });

  it('escapes text', () => {
    const html = render(
      withUrl('https://youtu.be/dQw4w9WgXcQ', { heading: '<script>x</script>', description: '<b>' }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('title="&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('&lt;b&gt;');
  });

  it('scopes its CSS to the section and uses theme variables', () => {
    const selectors = videoTemplate.css.replace(/@media[^{]+\{/g, '').match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors.flatMap((x) => x.split(',')))
      expect(s.trim()).toMatch(/^\.sw-video(__|--|[\s.[:]|$)/);
    expect(videoTemplate.css).not.toMatch(/#[0-9a-f]{3,6}\b|rgba?\(/i);
  });
});
