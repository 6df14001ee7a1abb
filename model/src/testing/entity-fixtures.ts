import {
  type Image,
  type Invite,
  image as imageSchema,
  invite as inviteSchema,
  type User,
  user as userSchema,
  type WebsiteDomain,
  websiteDomain as websiteDomainSchema,
} from '../entities/index.ts';

/** The fixed clock of fixtures: 2025-03-01 09:00 UTC. */
export const fixtureNow = new Date('2025-03-01T09:00:00.000Z');
export const fixtureTimestamp = fixtureNow.toISOString();

/** An image from the stock provider, with every rendition. */
export function createImageFixture(overrides: Partial<Image> = {}): Image {
  const id = 'photo-1509440159596';
  return imageSchema.parse({
    provider: 'Unsplash',
    description: 'Fresh loaves of sourdough bread on a wooden counter',
    tags: ['bakery', 'bread'],
    urls: (['thumbnail', 'small', 'regular', 'raw', 'full'] as const).map((type) => ({
      type,
      url: `https://images.unsplash.com/${id}?size=${type}`,
    })),
    fit: 'cover',
    ...overrides,
  });
}

/** A pending invitation sent at `fixtureNow`. */
export function createInviteFixture(overrides: Partial<Invite> = {}): Invite {
  return inviteSchema.parse({
    id: 'invite-1',
    invitedUserEmail: 'editor@example.com',
    invitedUserId: null,
    websiteId: 'website-1',
    role: 'Collaborator',
    accepted: false,
    createdAt: fixtureTimestamp,
    ...overrides,
  });
}

/** A domain just connected and waiting for its DNS records. */
export function createDomainFixture(overrides: Partial<WebsiteDomain> = {}): WebsiteDomain {
  return websiteDomainSchema.parse({
    domainName: 'rosabakery.com',
    userId: 'user-1',
    websiteName: 'rosa-bakery',
    state: 'PendingOwnershipVerification',
    pendingReason: 'InvalidDNSSettings',
    failureReason: null,
    createdAt: fixtureTimestamp,
    modifiedAt: fixtureTimestamp,
    ...overrides,
  });
}

/** A Google user who has signed in once. */
export function createUserFixture(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id: 'user-1',
    email: 'owner@example.com',
    provider: 'google',
    emailVerified: true,
    displayName: 'Rosa Martinez',
    disabled: false,
    createdAt: fixtureTimestamp,
    firstSignInAt: fixtureTimestamp,
    ...overrides,
  });
}
