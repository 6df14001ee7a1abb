import { describe, expect, it } from 'vitest';
import { addEditorDecision, inviteState, inviteStateLabel, normaliseInviteEmail } from './invite.ts';

const now = new Date('2025-03-15T12:00:00.000Z');
const daysAgo = (days: number, extraMs = 0) =>
  new Date(now.getTime() - days * 86_400_000 - extraMs).toISOString();

describe('spec §4 invite state', () => {
  it.each([
    ['accepted flag set → Accepted (even when old)', { accepted: true, createdAt: daysAgo(30) }, 'Accepted'],
    ['created just now → Pending', { accepted: false, createdAt: daysAgo(0) }, 'Pending'],
    ['exactly 7 days → still Pending', { accepted: false, createdAt: daysAgo(7) }, 'Pending'],
    ['7 days and 1 ms → Expired', { accepted: false, createdAt: daysAgo(7, 1) }, 'Expired'],
    [
      'epoch milliseconds are read too',
      { accepted: false, createdAt: now.getTime() - 8 * 86_400_000 },
      'Expired',
    ],
    ['unreadable createdAt → Expired', { accepted: false, createdAt: 'not a date' }, 'Expired'],
  ] as const)('%s', (_rule, invite, state) => {
    expect(inviteState(invite, now)).toBe(state);
  });

  it.each([
    [{ accepted: true, createdAt: daysAgo(1) }, 'Editor'],
    [{ accepted: false, createdAt: daysAgo(1) }, 'Pending'],
    [{ accepted: false, createdAt: daysAgo(8) }, 'Expired'],
  ])('labels %j as %s', (invite, label) => {
    expect(inviteStateLabel(invite, now)).toBe(label);
  });
});

describe('spec §4 adding an editor', () => {
  const owner = 'owner@example.com';
  it.each([
    [
      'own e-mail → nothing',
      { email: ' Owner@Example.com ', ownerEmail: owner },
      { action: 'none', reason: 'own-email' },
    ],
    [
      'no existing invite → create (trimmed, lower-cased)',
      { email: ' Ed@Example.COM ', ownerEmail: owner },
      { action: 'create', email: 'ed@example.com' },
    ],
    [
      'existing Accepted → nothing',
      {
        email: 'ed@example.com',
        ownerEmail: owner,
        existing: { id: 'i1', accepted: true, createdAt: daysAgo(30) },
      },
      { action: 'none', reason: 'already-editor' },
    ],
    [
      'existing Pending → resend',
      {
        email: 'ed@example.com',
        ownerEmail: owner,
        existing: { id: 'i1', accepted: false, createdAt: daysAgo(2) },
      },
      { action: 'resend', inviteId: 'i1' },
    ],
    [
      'existing Expired → delete and create',
      {
        email: 'ED@example.com',
        ownerEmail: owner,
        existing: { id: 'i1', accepted: false, createdAt: daysAgo(9) },
      },
      { action: 'replace', deleteInviteId: 'i1', email: 'ed@example.com' },
    ],
  ])('%s', (_rule, input, decision) => {
    expect(addEditorDecision(input, now)).toEqual(decision);
  });

  it('normalises invite e-mails', () => {
    expect(normaliseInviteEmail('  MiXeD@Case.Org\n')).toBe('mixed@case.org');
  });
});
