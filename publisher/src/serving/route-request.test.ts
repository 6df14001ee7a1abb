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
  it("serves the shared assets prefix on every host (a build's stylesheet, script, icon, fonts), and nothing else under /_assets/", async () => {
    const hash = 'fedcba9876543210fedcba9876543210';
    for (const host of ['s.example', 'shop.example']) {
      for (const name of ['site.css', 'site.js', 'icon.svg', 'playfair-display-latin-700-italic.woff2']) {
        expect(await routeRequest(host, `/_assets/${hash}/${name}`, '', lookup)).toEqual({
          kind: 'object',
          key: `assets/${hash}/${name}`,
        });
      }
    }
    for (const uri of [
      `/_assets/${hash}/site.html`,
      `/_assets/${hash}/manifest.json`,
      `/_assets/${hash.slice(1)}/site.css`,
      `/_assets/${hash.toUpperCase()}/site.css`,
      `/_assets/${hash}/`,
      `/_assets/${hash}/Site.css`,
      `/_assets/${hash}/-site.css`,
      `/_assets/${hash}/../site.css`,
      `/_assets/${hash}/a/site.css`,
      '/_assets/site.css',
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
