import { describe, expect, it } from 'vitest';
import { fullWebsiteFixture } from '../testing/index.ts';
import { contactEmail, externalUrl } from './common.ts';
import { link } from './link.ts';
import { website } from './website.ts';

// The §5 validators are part of the document schema: a saved draft can never carry a URL, e-mail
// or handle the designer would have refused, and no unsafe scheme can reach a published page.
describe('entity fields apply the §5 rules', () => {
  it.each([
    ['', true], // spec §5 external URL: empty is allowed
    ['https://example.com/book', true],
    ['example.com', true], // spec §5: https:// is prepended when no scheme
    ['javascript:alert(1)', false], // spec §5: http or https only
    ['data:text/html,<script>', false],
    ['https://localhost', false], // spec §5: dotted host name
    ['https://example.com:8080', false], // spec §5: no port
  ])('external URL %j accepted: %s', (value, ok) => {
    const result = externalUrl.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe('Please enter a valid web address');
  });

  it.each([
    ['', true],
    ['hello@rosabakery.com', true],
    ['not an email', false], // spec §5 contact e-mail
    ['a@b', false],
  ])('contact e-mail %j accepted: %s', (value, ok) => {
    const result = contactEmail.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('refuses a Web button whose URL has an unsafe scheme', () => {
    const bad = { type: 'Web', label: 'Book', url: 'javascript:alert(1)' };
    expect(link.safeParse(bad).success).toBe(false);
    expect(link.safeParse({ ...bad, url: 'https://book.example.com' }).success).toBe(true);
  });

  it.each([
    ['riverside-plumbing', true],
    ['ab', false], // spec §5 handle: 3 or more characters
    ['-riverside', false], // spec §5 handle: not starting with a hyphen
    ['Riverside', false], // a stored handle is already normalised (lower-case)
  ])('website handle %j accepted: %s', (handle, ok) => {
    expect(website.safeParse({ ...fullWebsiteFixture(), handle }).success).toBe(ok);
  });

  it('a never-published website has a null handle', () => {
    expect(website.safeParse({ ...fullWebsiteFixture(), handle: null }).success).toBe(true);
  });
});
