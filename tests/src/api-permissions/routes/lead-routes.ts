import { expect } from 'vitest';
import { byCapability } from '../support/access-rules.ts';
import type { CaseContext, RouteCase, RouteTable } from '../support/route-case.ts';
import { uniqueEmail } from '../support/world.ts';

/**
 * The leads inbox (docs/decisions/leads.md): §6 has no row for leads; the closest, "Edit content and
 * settings", gives them to the owner and editors. Everyone else is told the website does not exist.
 */
const rule = { kind: 'capability', capability: 'editContentAndSettings' } as const;

/** A visitor signs up to the world's newsletter (its published form's call): the address. */
async function newsletterSignup({ app, world }: CaseContext): Promise<Record<string, string>> {
  const email = uniqueEmail('reader');
  const answer = await app.call('POST', `/api/sites/${world.siteId}/newsletter`, {
    form: { email },
    headers: { accept: 'application/json' },
  });
  if (answer.status !== 200) throw new Error(`newsletter sign-up: ${JSON.stringify(answer.body)}`);
  return { email };
}

/** The id of the world's contact message ('Is Monday free?'), read as its owner. */
async function worldMessage({ app, world }: CaseContext): Promise<Record<string, string>> {
  const { body } = await app.call('GET', `/api/websites/${world.siteId}/leads`, {
    token: world.people.owner.token,
  });
  const message = body.leads.find((lead: { kind: string }) => lead.kind === 'message');
  if (!message) throw new Error('the world has no contact message');
  return { leadId: message.id };
}

const onMessage = (method: 'PUT' | 'DELETE', suffix: string, status: number): RouteCase => ({
  rule,
  prepare: worldMessage,
  call: ({ app, world, token, given }) =>
    app.call(method, `/api/websites/${world.siteId}/leads/${given.leadId}${suffix}`, { token }),
  expected: byCapability('editContentAndSettings', status),
});

export const leadRoutes: RouteTable = {
  'GET /api/websites/{websiteId}/leads': [
    {
      rule,
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/leads`, { token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) =>
        expect(
          answer.body.leads.map((lead: { fields?: Record<string, string> }) => lead.fields?.Message),
        ).toContain('Is Monday free?'),
    },
  ],
  'PUT /api/websites/{websiteId}/leads/{leadId}/handled': [onMessage('PUT', '/handled', 204)],
  'DELETE /api/websites/{websiteId}/leads/{leadId}/handled': [onMessage('DELETE', '/handled', 204)],
  'DELETE /api/websites/{websiteId}/leads/{leadId}': [onMessage('DELETE', '', 204)],
  'GET /api/websites/{websiteId}/leads/settings': [
    {
      rule,
      call: ({ app, world, token }) =>
        app.call('GET', `/api/websites/${world.siteId}/leads/settings`, { token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) => expect(typeof answer.body.emailEach).toBe('boolean'),
    },
  ],
  'PUT /api/websites/{websiteId}/leads/settings': [
    {
      rule,
      call: ({ app, world, token }) =>
        app.call('PUT', `/api/websites/${world.siteId}/leads/settings`, { json: { emailEach: true }, token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer) => expect(answer.body).toEqual({ emailEach: true }),
    },
  ],
  'GET /api/websites/{websiteId}/newsletter.csv': [
    {
      rule,
      prepare: newsletterSignup,
      call: ({ app, world, token }) =>
        app.call('GET', `/api/websites/${world.siteId}/newsletter.csv`, { token }),
      expected: byCapability('editContentAndSettings', 200),
      allowed: (answer, { given }) => {
        expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
        // The header row, then the one subscriber: the address a visitor just signed up with.
        const [header, row, end] = (answer.body as string).split('\r\n');
        // (fetch's text() drops the byte-order mark the api puts first)
        expect(header).toBe('Subscribed at,E-mail');
        expect(row).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,/);
        expect(row?.split(',')[1]).toBe(given.email);
        expect(end).toBe('');
      },
    },
  ],
};
