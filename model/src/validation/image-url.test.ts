import { describe, expect, it } from 'vitest';
import { image } from '../entities/image.ts';
import { placeholderImageUrl } from '../entities/placeholder-image.ts';
import { createImageFixture } from '../testing/index.ts';
import { isImageUrl } from './image-url.ts';

describe('image URLs: http(s) or the product’s own stand-in picture', () => {
  it.each([
    'https://images.unsplash.com/photo-1509440159596?ixid=M3w&w=1080',
    'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&h=350',
    'https://api.sitewright.test/api/uploads/site-1/0b6a3b9e-3c1f-4e57-9d0e-2b1f8e0c6a11.png',
    'http://localhost:3000/api/uploads/site-1/0b6a3b9e-3c1f-4e57-9d0e-2b1f8e0c6a11.webp',
    'http://localhost:3000/assets/images/barber-shop-intro.svg',
    'https://app.sitewright.test/assets/images/barber-shop-intro.svg',
    'http://ember-and-oak.example/images/bar-morning.jpg',
    'https://avatars.githubusercontent.com/u/48213377?v=4',
    'HTTPS://CDN.EXAMPLE.COM/A.PNG',
    'https://[2001:db8::1]/a.png',
    'https://cdn.example.com/a%20b.png#frag',
  ])('accepts %s', (url) => {
    expect(isImageUrl(url)).toBe(true);
  });

  it('accepts the generator’s stand-in picture, and no other data: URL', () => {
    expect(placeholderImageUrl.startsWith('data:image/svg+xml,%3Csvg%20')).toBe(true);
    expect(isImageUrl(placeholderImageUrl)).toBe(true);
    expect(isImageUrl(`${placeholderImageUrl}%3Cscript%3E`)).toBe(false);
    expect(
      isImageUrl('data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'),
    ).toBe(false);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['javascript: after a tab inside the scheme', 'java\tscript:alert(1)'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['data: text/html', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob:', 'blob:https://app.sitewright.test/0b6a3b9e-3c1f-4e57-9d0e-2b1f8e0c6a11'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://files.example.com/a.png'],
    ['a protocol-relative //host', '//evil.example/a.png'],
    ['a backslash host', '\\\\evil.example\\a.png'],
    ['a backslash after the scheme', 'https:\\\\evil.example/a.png'],
    ['a backslash in the path', 'https://cdn.example.com/a\\b.png'],
    ['a scheme with one slash', 'https:/evil.example/a.png'],
    ['a scheme with no slash', 'https:evil.example/a.png'],
    ['three slashes', 'https:///evil.example/a.png'],
    ['no host', 'https://'],
    ['credentials', 'https://user:pass@cdn.example.com/a.png'],
    ['a relative uploads path', '/api/uploads/site-1/0b6a3b9e-3c1f-4e57-9d0e-2b1f8e0c6a11.png'],
    ['a relative bundled path', '/assets/images/barber-shop-intro.svg'],
    ['a bare file name', 'photo.png'],
    ['a space inside (srcset would split it)', 'https://cdn.example.com/a.png 2000w, javascript:alert(1)'],
    ['a trailing newline', 'https://cdn.example.com/a.png\n'],
    ['a leading space', ' https://cdn.example.com/a.png'],
    ['a no-break space', 'https://cdn.example.com/a\u00a0b.png'],
    ['a control character', 'https://cdn.example.com/a\u0007.png'],
    ['a right-to-left override', 'https://cdn.example.com/\u202egnp.exe'],
    ['a zero-width space', 'https://cdn.exam\u200bple.com/a.png'],
    ['an unparseable host', 'https://exa mple.com/a.png'],
    ['a bad port', 'https://cdn.example.com:99999/a.png'],
  ])('refuses %s', (_name, url) => {
    expect(isImageUrl(url)).toBe(false);
  });

  it('the image schema refuses such a URL at its path with a clear message', () => {
    const bad = createImageFixture();
    bad.urls = [
      { type: 'regular', url: 'https://images.unsplash.com/photo-1?w=1080' },
      { type: 'small', url: 'javascript:alert(1)' },
    ];
    const result = image.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['urls', 1, 'url'],
        message: 'An image address must be a web address starting with https:// or http://.',
      }),
    ]);
  });
});
