import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractAreas, routeContracts } from './index.ts';

/** Every `:name` of a contract's path is a field of its params schema, and the other way round. */
describe('route contracts', () => {
  it.each(Object.entries(routeContracts))('%s names its path parameters in params', (_, contract) => {
    const inPath = [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const params = contract.params;
    const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
    expect(declared).toEqual(inPath);
  });
});

describe('the contract areas', () => {
  it('name every call once: no area hides another’s call of the same name', () => {
    const names = Object.values(contractAreas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(routeContracts).sort()).toEqual([...names].sort());
  });

  it('give every method and path one contract', () => {
    const routes = Object.values(routeContracts).map((c) => `${c.method.toUpperCase()} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
