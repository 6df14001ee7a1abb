import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeContracts } from './index.ts';

/** Every `:name` of a contract's path is a field of its params schema, and the other way round. */
describe('route contracts', () => {
  it.each(Object.entries(routeContracts))('%s names its path parameters in params', (_, contract) => {
    const inPath = [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const params = contract.params;
    const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
    expect(declared).toEqual(inPath);
  });
});
