import { describe, expect, it } from 'vitest';
import {
  isSafePath,
  normalizeHost,
  notFoundHtml,
  notFoundText,
  type RouteLookup,
  routeRequest,
} from './route-request.ts';

// The full rule table runs in tests/src/publishing (directly and through the emitted edge function).
const lookup: RouteLookup = {
  handleForDomain: async (host) => (host === 'shop.example' ? 'shop-site' : null),
  liveSite: async (handle) =>
    handle === 'shop-site' || handle === 'plain-site' ? { buildId: 'b1', domain: null } : null,
};

describe('routeRequest', () => {
  it('maps a handle path and a custom domain to the live build', async () => {
    expect(await routeRequest('s.example', '/plain-site/', '', lookup)).toEqual({
      kind: 'object',
      key: 'sites/plain-site/b1/index.html',
    });
    expect(await routeRequest('shop.example', '/a.css', '', lookup)).toEqual({
      kind: 'object',
      key: 'sites/shop-site/b1/a.css',
    });
  });
  it('answers not-found for unknown handles and path tricks', async () => {
    expect(await routeRequest('s.example', '/nobody/', '', lookup)).toEqual({ kind: 'not-found' });
    expect(await routeRequest('s.example', '/plain-site/%2e%2e/', '', lookup)).toEqual({ kind: 'not-found' });
  });
  it('serves the shared media prefix on every host, and nothing else under /_media/', async () => {
    const hash = '0123456789abcdef0123456789abcdef';
    for (const host of ['s.example', 'shop.example']) {
      for (const file of ['480.avif', '960.webp', '2400.jpg', '600.png', 'image.svg', 'image.ico']) {
        expect(await routeRequest(host, `/_media/${hash}/${file}`, '', lookup)).toEqual({
          kind: 'object',
          key: `media/${hash}/${file}`,
        });
      }
    }
    for (const uri of [
      `/_media/${hash}/manifest.json`,
      `/_media/${hash}/480.html`,
      `/_media/${hash.slice(1)}/480.avif`,
      `/_media/${hash.toUpperCase()}/480.avif`,
      `/_media/${hash}/`,
      '/_media/sources/0123456789abcdef0123456789abcdef.json',
      `/_media/${hash}/../480.avif`,
    ]) {
      expect(await routeRequest('s.example', uri, '', lookup)).toEqual({ kind: 'not-found' });
    }
  });
  it('vets paths and hosts', () => {
    expect(isSafePath('/a/b/')).toBe(true);
    expect(isSafePath('/a/../b')).toBe(false);
    expect(normalizeHost('Shop.Example:8443')).toBe('shop.example');
  });
  it('has a 404 page that says "No website at this link" (spec §2)', () => {
    expect(notFoundText).toBe('No website at this link');
    expect(notFoundHtml).toContain(`<h1>${notFoundText}</h1>`);
    expect(notFoundHtml.length).toBeLessThan(1024);
  });
});
