import { describe, expect, it } from 'vitest';
import { detectSource } from './detect-source.ts';
import { extractBusiness } from './extract-business.ts';
import { stripFacebookStats } from './facebook.ts';
import { githubPageKind } from './github.ts';

const page = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('extractBusiness', () => {
  it('skips broken JSON-LD blocks and reads the good ones', () => {
    const html = page(
      `<script type="application/ld+json">{ "@type": "Dentist", broken </script>${jsonLd([
        { '@type': 'WebPage', name: 'Home' },
        {
          '@type': 'Dentist',
          name: 'Bright Smiles',
          aggregateRating: { ratingValue: '9', bestRating: '10' },
        },
      ])}`,
      '<main><p>Hello</p></main>',
    );
    const business = extractBusiness(html, 'https://brightsmiles.example/');
    expect(business).toMatchObject({ name: 'Bright Smiles', category: 'Dentist', rating: { value: 4.5 } });
  });

  it('resolves relative image URLs and drops other schemes, icons and tiny images', () => {
    const html = page(
      '<meta property="og:image" content="/img/hero.jpg">',
      `<main><img src="photos/shop.jpg" alt="The shop" width="800">
        <img src="javascript:alert(1)" alt="x"><img src="data:image/png;base64,AAAA">
        <img src="/icons/phone.png"><img src="/img/dot.gif" width="1" height="1"></main>`,
    );
    const { images } = extractBusiness(html, 'https://shop.example/about/');
    expect(images).toEqual([
      { url: 'https://shop.example/img/hero.jpg' },
      { url: 'https://shop.example/about/photos/shop.jpg', alt: 'The shop' },
    ]);
  });

  it('clips long values and caps the text at 7500 characters (spec §5)', () => {
    const html = page(
      jsonLd({ '@type': 'LocalBusiness', name: 'N'.repeat(500), description: 'word '.repeat(1000) }),
      `<main>${Array.from({ length: 400 }, (_, i) => `<p>Sentence ${i} about the shop.</p>`).join('')}</main>`,
    );
    const business = extractBusiness(html, 'https://long.example/');
    expect(business.name?.length).toBeLessThanOrEqual(120);
    expect(business.description?.length).toBeLessThanOrEqual(2000);
    expect(business.text).toHaveLength(7500);
  });

  it('leaves out scripts, styles, navigation, forms and hidden parts of the text', () => {
    const html = page(
      '<style>.x{}</style>',
      `<nav>Home About</nav><main><h1>Title</h1><p>Visible   text
      here</p><div hidden>secret</div><span style="display:none">gone</span><form><label>Email</label></form>
      <script>var tracking = 1;</script><noscript>Enable JS</noscript></main>`,
    );
    expect(extractBusiness(html, 'https://x.example/').text).toBe('Title\nVisible text here');
  });

  it('takes the name from og:site_name, else the telling part of the title', () => {
    const named = (title: string, h1 = '') =>
      extractBusiness(page(`<title>${title}</title>`, `<h1>${h1}</h1>`), 'https://x.example/').name;
    expect(named('Home | Maple Dental')).toBe('Maple Dental');
    expect(named('Family dentist in Leeds - Maple Dental', 'Welcome to Maple Dental')).toBe('Maple Dental');
    expect(
      extractBusiness(page('<meta property="og:site_name" content="Maple">', ''), 'https://x.example/').name,
    ).toBe('Maple');
  });
});

describe('detectSource', () => {
  it.each([
    ['https://www.facebook.com/rosas/', 'Facebook'],
    ['https://m.facebook.com/rosas', 'Facebook'],
    ['https://fb.me/rosas', 'Facebook'],
    ['https://www.yelp.com/biz/x', 'Yelp'],
    ['https://www.yelp.co.uk/biz/x', 'Yelp'],
    ['https://www.thumbtack.com/tx/austin/x', 'Thumbtack'],
    ['https://github.com/mara', 'GitHub'],
    ['https://mara.github.io/', 'Generic'],
    ['https://notfacebook.com/', 'Generic'],
    ['https://facebook.com.evil.example/', 'Generic'],
  ] as const)('%s → %s', (url, source) => {
    expect(detectSource(new URL(url), {})).toBe(source);
  });

  it('falls back to the og:site_name a page declares', () => {
    expect(detectSource(new URL('https://mirror.example/'), { siteName: 'Yelp' })).toBe('Yelp');
  });
});

describe('page kinds', () => {
  it('strips Facebook counters from a description', () => {
    expect(
      stripFacebookStats('Rosa, Portland. 1.2K likes · 38 talking about this · 212 were here. We fix leaks.'),
    ).toBe('We fix leaks.');
    expect(stripFacebookStats('Just text.')).toBe('Just text.');
  });

  it('tells GitHub profiles from repositories', () => {
    expect(githubPageKind(new URL('https://github.com/mara'))).toBe('profile');
    expect(githubPageKind(new URL('https://github.com/mara/shop/'))).toBe('repository');
    expect(githubPageKind(new URL('https://github.com/mara/shop/issues'))).toBe('other');
  });
});
