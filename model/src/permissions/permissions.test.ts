import { describe, expect, it } from 'vitest';
import { remainingInvitations, remainingInvitationsCopy, websiteRole } from './role.ts';
import { type Capability, capabilities, may, permissionTable } from './table.ts';

// The §6 table exactly as the spec prints it: [capability, Owner, Editor (Collaborator)].
const specTable: [Capability, boolean, boolean][] = [
  ['editContentAndSettings', true, true],
  ['takeEditControl', true, true],
  ['inviteEditor', true, false],
  ['resendInvitation', true, false],
  ['removeEditor', true, false],
  ['makeOwner', true, false],
  ['deleteWebsite', true, false],
  ['disconnectDomains', true, false],
  ['removeSelf', false, true], // Owner: n/a
];

describe('spec §6 roles and permissions', () => {
  it('the table covers every capability, in order', () => {
    expect(specTable.map(([c]) => c)).toEqual([...capabilities]);
    expect(Object.keys(permissionTable)).toEqual([...capabilities]);
  });

  it.each(specTable)('%s: Owner %s, Editor %s', (capability, owner, editor) => {
    expect(may('Owner', capability)).toBe(owner);
    expect(may('Editor', capability)).toBe(editor);
    expect(may('Collaborator', capability)).toBe(editor);
  });

  it.each(specTable)('decision: Admin acts as Editor for %s', (capability, _owner, editor) => {
    expect(may('Admin', capability)).toBe(editor);
  });

  it.each(capabilities)('decision: Viewer and no role may not %s', (capability) => {
    expect(may('Viewer', capability)).toBe(false);
    expect(may(null, capability)).toBe(false);
  });
});

describe('spec §6 website role', () => {
  const website = { userId: 'owner' };
  it.each([
    ['the owner', 'owner', undefined, 'Owner'],
    ['an accepted invitee', 'ed', { accepted: true }, 'Editor'],
    ['an accepted invite naming the user', 'ed', { accepted: true, invitedUserId: 'ed' }, 'Editor'],
    ['a pending invitee', 'ed', { accepted: false }, null],
    ['an accepted invite of someone else', 'ed', { accepted: true, invitedUserId: 'other' }, null],
    ['a stranger', 'x', null, null],
    ['an empty user id', '', undefined, null],
  ] as const)('%s → %s', (_rule, userId, invite, role) => {
    expect(websiteRole(website, userId, invite)).toBe(role);
  });
});

describe('spec §6 remaining invitations copy', () => {
  it.each([
    [0, 20],
    [19, 1],
    [20, 0],
    [25, 0],
  ])('%i active invites leave %i', (active, left) => {
    expect(remainingInvitations(active)).toBe(left);
  });
  it("reads 'You can invite {count} more editors'", () => {
    expect(remainingInvitationsCopy(3)).toBe('You can invite 3 more editors');
  });
});
