import { describe, expect, it } from 'vitest';
import {
  invite,
  publishedWebsite,
  sectionType,
  toPublishedWebsite,
  user,
  website,
  websiteCodeEmbedRaised,
  websiteDomain,
} from '../index.ts';
import {
  createDomainFixture,
  createInviteFixture,
  createUserFixture,
  createWebsiteFixture,
  emailOfLength,
  fullWebsiteFixture,
  textOfLength,
  urlOfLength,
} from './index.ts';

describe('fixtures', () => {
  it('builds exact-length text, e-mails and URLs', () => {
    for (const n of [14, 64, 100, 2048]) {
      expect(textOfLength(n)).toHaveLength(n);
      expect(emailOfLength(n)).toHaveLength(n);
      expect(urlOfLength(Math.max(n, 30))).toHaveLength(Math.max(n, 30));
    }
  });

  it('makes a valid draft and applies overrides', () => {
    const doc = createWebsiteFixture({ handle: 'rosa-bakery', userId: 'user-9' });
    expect(website.parse(doc)).toMatchObject({ handle: 'rosa-bakery', userId: 'user-9' });
  });

  it('fills every one of the 17 section types, also with Code Embed raised', () => {
    const full = fullWebsiteFixture();
    expect(new Set(full.sections.map((s) => s.type))).toEqual(new Set(sectionType.options));
    expect(website.safeParse(full).error?.issues ?? []).toEqual([]);
    expect(websiteCodeEmbedRaised.safeParse(fullWebsiteFixture({ codeEmbedRaised: true })).success).toBe(
      true,
    );
    const published = toPublishedWebsite(full, full.handle!, full.modifiedAt);
    expect(publishedWebsite.safeParse(published).success).toBe(true);
  });

  it('survives a JSON round trip unchanged (what storage does to it)', () => {
    const full = fullWebsiteFixture();
    expect(website.parse(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('makes valid invites, domains and users', () => {
    expect(invite.safeParse(createInviteFixture({ accepted: true, invitedUserId: 'user-2' })).success).toBe(
      true,
    );
    expect(
      websiteDomain.safeParse(createDomainFixture({ state: 'Connected', pendingReason: null })).success,
    ).toBe(true);
    expect(user.safeParse(createUserFixture({ provider: 'password', emailVerified: false })).success).toBe(
      true,
    );
  });
});
