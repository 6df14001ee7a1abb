import { expect } from 'vitest';
import { byCapability } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';

/**
 * Rewriting a selected text (docs/decisions/rewrite.md): spec §6 "Edit content and settings" — the
 * owner and editors, who may edit the draft. The walk's app has no AI service, so the offline
 * spelling check answers. Everyone else is told the website does not exist.
 */
const rule = { kind: 'capability', capability: 'editContentAndSettings' } as const;

export const rewriteRoutes: RouteTable = {
  'GET /api/websites/{websiteId}/rewrite': [
    {
      rule,
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/rewrite`, { token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) => expect(answer.body.actions).toEqual(['fixSpelling']),
    },
  ],
  'POST /api/websites/{websiteId}/rewrite': [
    {
      rule,
      call: ({ app, world, token }) =>
        app.call('POST', `/api/websites/${world.siteId}/rewrite`, {
          json: { action: 'fixSpelling', text: 'Fast plumbng repairs', maxLength: 64 },
          token,
        }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) => expect(answer.body.text).toBe('Fast plumbing repairs'),
    },
  ],
};
