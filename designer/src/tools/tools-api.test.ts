import { toolCalls } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../api/route-url.ts';
import { toolPaths } from './tools-api.ts';

/** The tool pages keep zod out of the marketing bundle, so their paths are written out: they must be the contracts'. */
describe('the free-tool paths', () => {
  it.each(Object.entries(toolPaths))('%s is its contract’s POST path', (name, path) => {
    const contract = toolCalls[name as keyof typeof toolPaths];
    expect(contract.method).toBe('post');
    expect(path).toBe(routeUrl(contract, {}));
  });
});
