import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { externalUrlSchema, normaliseExternalUrl, validateExternalUrl } from './external-url.ts';

describe('spec §5 external URL normalisation', () => {
  it.each([
    ['no scheme → https:// prepended and lower-cased', 'Example.COM/Path', 'https://example.com/path'],
    ['scheme kept as typed', 'http://Example.com/Path', 'http://Example.com/Path'],
    ['surrounding whitespace trimmed', '  example.com  ', 'https://example.com'],
    ['empty stays empty', '   ', ''],
  ])('%s', (_rule, input, expected) => {
    expect(normaliseExternalUrl(input)).toBe(expected);
  });
});

describe('spec §5 external URL validation', () => {
  it.each([
    ['empty is allowed', '', ''],
    ['https with path', 'https://joes-plumbing.com/about?x=1#top', 'https://joes-plumbing.com/about?x=1#top'],
    ['http', 'http://www.example.org', 'http://www.example.org'],
    ['no scheme gets https', 'www.Example.com', 'https://www.example.com'],
    [
      'exactly 2048 characters',
      `https://a.com/${'x'.repeat(2048 - 14)}`,
      `https://a.com/${'x'.repeat(2048 - 14)}`,
    ],
  ])('accepts: %s', (_rule, input, expected) => {
    expect(validateExternalUrl(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['not http(s)', 'ftp://example.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['mailto scheme', 'mailto:joe@example.com'],
    ['host without a dot', 'https://localhost/'],
    ['bare word', 'example'],
    ['trailing-dot host', 'https://example./'],
    ['explicit port', 'https://example.com:8080/'],
    ['default port is still a port', 'https://example.com:443/'],
    ['port without scheme', 'example.com:3000'],
    ['IPv6 literal with no dotted name', 'https://[::1]/'],
    ['user name before the host', 'https://joe@example.com/'],
    ['space inside', 'https://exa mple.com'],
    ['does not parse', 'https://'],
    ['scheme without slashes', 'https:example.com'],
    ['scheme with one slash', 'https:/example.com'],
    ['scheme with three slashes', 'https:///example.com'],
    ['backslashes for slashes', 'https:\\\\example.com'],
    ['over 2048 characters', `https://a.com/${'x'.repeat(2048 - 13)}`],
  ])('refuses: %s', (_rule, input) => {
    expect(validateExternalUrl(input)).toEqual({ ok: false, message: 'Please enter a valid web address' });
  });

  it('externalUrlSchema returns the normalised URL', () => {
    expect(externalUrlSchema.parse('Example.com')).toBe('https://example.com');
  });
  it('externalUrlSchema refuses with the tooltip', () => {
    const result = externalUrlSchema.safeParse('https://example.com:81');
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid web address');
  });
});

describe('spec §5 external URL properties', () => {
  const candidates = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.domain(),
    fc
      .tuple(fc.constantFrom('http://', 'https://', ''), fc.domain(), fc.nat(65535))
      .map(([scheme, host, port]) => `${scheme}${host}:${port}/`),
    fc.string(),
    fc
      .constantFrom('https://', 'http://', 'ftp://', '', ' ')
      .chain((scheme) => fc.string().map((rest) => scheme + rest)),
  );

  it('normalisation is idempotent', () => {
    fc.assert(
      fc.property(
        candidates,
        (s) => normaliseExternalUrl(normaliseExternalUrl(s)) === normaliseExternalUrl(s),
      ),
    );
  });

  it('an accepted non-empty URL is http(s), has a dotted host, no port, and at most 2048 characters', () => {
    fc.assert(
      fc.property(candidates, (s) => {
        const result = validateExternalUrl(s);
        if (!result.ok || result.value === '') return true;
        const url = new URL(result.value);
        const authority = result.value.split('//')[1]?.split(/[/?#]/)[0] ?? '';
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          /^[^.]+(\.[^.]+)+$/.test(url.hostname) &&
          url.port === '' &&
          !authority.includes(':') &&
          result.value.length <= 2048
        );
      }),
    );
  });

  it('validating an accepted URL again accepts it unchanged', () => {
    fc.assert(
      fc.property(candidates, (s) => {
        const first = validateExternalUrl(s);
        if (!first.ok) return true;
        const second = validateExternalUrl(first.value);
        return second.ok && second.value === first.value;
      }),
    );
  });

  it('generated web URLs without a port are accepted when their host is dotted', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const { hostname } = new URL(url);
        fc.pre(
          hostname.includes('.') &&
            !hostname.endsWith('.') &&
            !url.includes('@') &&
            !/:\d/.test(url.split('/')[2] ?? ''),
        );
        return validateExternalUrl(url).ok;
      }),
    );
  });
});
