import type { WebsiteUserLevel } from '../entities/index.ts';

/** Spec §6 capabilities, in the order of the table. */
export const capabilities = [
  'editContentAndSettings',
  'takeEditControl',
  'inviteEditor',
  'resendInvitation',
  'removeEditor',
  'makeOwner',
  'deleteWebsite',
  'disconnectDomains',
  'removeSelf',
] as const;
export type Capability = (typeof capabilities)[number];

/** The two roles of spec §6. An Editor is stored as the user level Collaborator. */
export const websiteRoles = ['Owner', 'Editor'] as const;
export type WebsiteRole = (typeof websiteRoles)[number];

/**
 * Spec §6 "Roles and permissions", row for row. The Owner's "n/a" for 'Remove Self' is `false`:
 * an owner leaves a website by transferring ownership or deleting it.
 */
export const permissionTable = {
  editContentAndSettings: { Owner: true, Editor: true },
  takeEditControl: { Owner: true, Editor: true },
  inviteEditor: { Owner: true, Editor: false },
  resendInvitation: { Owner: true, Editor: false },
  removeEditor: { Owner: true, Editor: false },
  makeOwner: { Owner: true, Editor: false },
  deleteWebsite: { Owner: true, Editor: false },
  disconnectDomains: { Owner: true, Editor: false },
  removeSelf: { Owner: false, Editor: true },
} as const satisfies Record<Capability, Record<WebsiteRole, boolean>>;

/** Labels the product shows on the actions that have one (spec §6). */
export const capabilityLabels: Partial<Record<Capability, string>> = {
  resendInvitation: 'Resend invitation',
  removeEditor: 'Remove',
  makeOwner: 'Make owner',
  removeSelf: 'Remove Self',
};

/**
 * The spec §6 role a user level acts as. Decisions (spec: "what Viewer and Admin levels may do: not
 * shown"): Collaborator is the Editor; Admin acts as an Editor (trusted with content, never with the
 * site's existence, its people or its domains, which stay with the one Owner); Viewer maps to no role
 * and may do nothing — the product has no read-only sharing, so a Viewer level grants no access.
 */
export function roleOfUserLevel(level: WebsiteUserLevel): WebsiteRole | null {
  switch (level) {
    case 'Owner':
      return 'Owner';
    case 'Collaborator':
    case 'Admin':
      return 'Editor';
    case 'Viewer':
      return null;
  }
}

/**
 * Whether `role` may use `capability` (spec §6). Accepts a spec §6 role, a spec §3 user level
 * (see `roleOfUserLevel` for Viewer and Admin) or `null` for a user with no role, who may do nothing.
 */
export function may(
  role: WebsiteRole | WebsiteUserLevel | null | undefined,
  capability: Capability,
): boolean {
  if (role == null) return false;
  const asRole = role === 'Editor' ? role : roleOfUserLevel(role);
  return asRole === null ? false : permissionTable[capability][asRole];
}
