import { expect } from 'vitest';
import { byCapability } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';

/**
 * Translating a page (docs/decisions/languages.md): spec §6 "Edit content and settings" — the
 * owner and editors. The walk's app has no AI service: only the product's own words are
 * translated, the rest left untranslated. Everyone else is told the website does not exist.
 */
const rule = { kind: 'capability', capability: 'editContentAndSettings' } as const;

export const translateRoutes: RouteTable = {
  'GET /api/websites/{websiteId}/translate': [
    {
      rule,
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/translate`, { token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) => expect(answer.body.ai).toBe(false),
    },
  ],
  'POST /api/websites/{websiteId}/translate': [
    {
      rule,
      call: ({ app, world, token }) =>
        app.call('POST', `/api/websites/${world.siteId}/translate`, { json: { language: 'es' }, token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) => expect(answer.body.language).toBe('es'),
    },
  ],
};
