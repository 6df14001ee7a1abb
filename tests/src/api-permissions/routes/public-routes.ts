import { expect } from 'vitest';
import { byAnyone, bySignedIn } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';

const publicRule = { kind: 'public' } as const;

/** The marketing site's free tools, page views, the designer's image search and the API document. */
export const publicRoutes: RouteTable = {
  'POST /api/tools/business-names': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/tools/business-names', {
          json: { description: 'Mobile bike repair and servicing in Leeds.' },
          token,
        }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/tools/business-ideas': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/tools/business-ideas', { json: { interests: 'baking, cycling' }, token }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/tools/google-ads': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/tools/google-ads', {
          json: { businessName: 'Rosa Bakery', description: 'Sourdough and celebration cakes.' },
          token,
        }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/tools/service-suggestions': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/tools/service-suggestions', {
          json: { description: 'Leak repairs and drain cleaning.', location: 'Austin, TX' },
          token,
        }),
      expected: byAnyone(200),
    },
  ],
  'POST /api/events': [
    {
      rule: publicRule,
      call: ({ app, token }) =>
        app.call('POST', '/api/events', { json: { type: 'page_view', route: '/pricing' }, token }),
      expected: byAnyone(204),
    },
  ],
  'GET /api/images/search': [
    {
      rule: { kind: 'signed-in' },
      call: ({ app, token }) =>
        app.call('GET', '/api/images/search?industry=barber-shop&kind=intro&count=1', { token }),
      expected: bySignedIn(200),
      allowed: (answer) => expect(answer.body.images.length).toBeGreaterThan(0),
    },
  ],
  'GET /api/openapi.json': [
    {
      rule: publicRule,
      call: ({ app, token }) => app.call('GET', '/api/openapi.json', { token }),
      expected: byAnyone(200),
    },
  ],
};
