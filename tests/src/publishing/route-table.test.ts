import { isSafePath, normalizeHost, routeRequest } from '@sitewright/publisher';
import { describe, expect, it } from 'vitest';
import { fixtureLookup, routeCases } from './route-table.ts';

describe('routeRequest: the routing table', () => {
  it.each(routeCases)('$name: $host $uri', async ({ host, uri, query, expected }) => {
    expect(await routeRequest(host, uri, query ?? '', fixtureLookup)).toEqual(expected);
  });

  it('covers every kind of answer', () => {
    const kinds = new Set(
      routeCases.map((c) =>
        c.expected.kind === 'redirect' ? `redirect ${c.expected.status}` : c.expected.kind,
      ),
    );
    expect([...kinds].sort()).toEqual(['not-found', 'object', 'redirect 301', 'redirect 302']);
  });

  it('normalises hosts and vets paths on their own', () => {
    expect(normalizeHost('[::1]:3001')).toBe('[::1]');
    expect(normalizeHost('Sites.Example.com')).toBe('sites.example.com');
    expect(isSafePath('/a/b.c/')).toBe(true);
    expect(isSafePath(`/${'a'.repeat(1100)}`)).toBe(false);
  });
});
