import { describe, expect, it } from 'vitest';
import {
  createDomainFixture,
  createImageFixture,
  createInviteFixture,
  createUserFixture,
  createWebsiteFixture,
  fixtureTimestamp,
} from '../testing/index.ts';
import { accountDeletionFeedback } from './account-deletion-feedback.ts';
import { aiPromptInput, googleAd } from './ai-prompt.ts';
import { customerContactForm } from './customer-contact-form.ts';
import { domainHistoryEntry } from './domain-history.ts';
import { image, imageSource } from './image.ts';
import { createInviteRequest, invite } from './invite.ts';
import { link } from './link.ts';
import { sitemapBucketFile, sitemapIteration } from './sitemap.ts';
import { defaultTheme, theme } from './theme.ts';
import { isVerifiedUser, user } from './user.ts';
import { websiteDomain } from './website-domain.ts';
import { toWebsiteListItem, websiteListItem } from './website-list-item.ts';
import { websiteSettings } from './website-settings.ts';

describe('invite (spec §3, §4)', () => {
  it('trims and lower-cases the invited e-mail', () => {
    expect(
      invite.parse({ ...createInviteFixture(), invitedUserEmail: '  Editor@Example.COM ' }).invitedUserEmail,
    ).toBe('editor@example.com');
    expect(
      createInviteRequest.parse({ invitedUserEmail: 'A@B.co', websiteId: 'w', role: 'Collaborator' }),
    ).toEqual({
      invitedUserEmail: 'a@b.co',
      websiteId: 'w',
      role: 'Collaborator',
    });
  });

  it('only knows the Collaborator role and refuses a bad e-mail', () => {
    expect(invite.safeParse({ ...createInviteFixture(), role: 'Owner' }).success).toBe(false);
    expect(invite.safeParse({ ...createInviteFixture(), invitedUserEmail: 'not-an-email' }).success).toBe(
      false,
    );
  });
});

describe('user (spec §3)', () => {
  it.each([
    ['google', false, true],
    ['password', true, true],
    ['password', false, false],
    ['email', true, false],
  ] as const)('%s with verified e-mail %s is verified: %s', (provider, emailVerified, expected) => {
    expect(isVerifiedUser(createUserFixture({ provider, emailVerified }))).toBe(expected);
  });

  it('refuses an unknown provider', () => {
    expect(user.safeParse({ ...createUserFixture(), provider: 'github' }).success).toBe(false);
  });
});

describe('website domain (spec §3, §4)', () => {
  it('lower-cases the domain name and refuses what is not a domain', () => {
    expect(
      websiteDomain.parse({ ...createDomainFixture(), domainName: 'WWW.RosaBakery.com' }).domainName,
    ).toBe('www.rosabakery.com');
    for (const bad of ['localhost', 'rosa bakery.com', '-rosa.com', 'rosa.com:8080', 'https://rosa.com']) {
      expect(websiteDomain.safeParse({ ...createDomainFixture(), domainName: bad }).success).toBe(false);
    }
  });

  it('keeps reasons consistent with the state', () => {
    const failed = { ...createDomainFixture(), state: 'Failed', pendingReason: null };
    expect(
      websiteDomain.safeParse({ ...failed, failureReason: 'OwnershipVerificationExpired' }).success,
    ).toBe(true);
    expect(
      websiteDomain.safeParse({ ...createDomainFixture(), failureReason: 'CertificateActivationFailed' })
        .success,
    ).toBe(false);
    expect(websiteDomain.safeParse({ ...createDomainFixture(), state: 'Connected' }).success).toBe(false);
  });

  it('records history entries of the three types', () => {
    for (const type of ['Created', 'Updated', 'Deleted']) {
      expect(
        domainHistoryEntry.safeParse({ id: 'h', type, domain: createDomainFixture(), at: fixtureTimestamp })
          .success,
      ).toBe(true);
    }
    expect(
      domainHistoryEntry.safeParse({
        id: 'h',
        type: 'Moved',
        domain: createDomainFixture(),
        at: fixtureTimestamp,
      }).success,
    ).toBe(false);
  });
});

describe('theme (spec §3)', () => {
  it('keys colours by exactly the seven theme colour fields', () => {
    expect(theme.safeParse(defaultTheme).success).toBe(true);
    const { buttonTextColor: _, ...six } = defaultTheme.colors;
    expect(theme.safeParse({ ...defaultTheme, colors: six }).success).toBe(false);
    expect(
      theme.safeParse({ ...defaultTheme, colors: { ...defaultTheme.colors, accentColor: '#000' } }).success,
    ).toBe(false);
  });

  it('refuses colours that are not 3 or 6 hex digits', () => {
    for (const bad of ['#12345', 'red', '#GGGGGG', '123456']) {
      const colors = { ...defaultTheme.colors, backgroundColor: bad };
      expect(theme.safeParse({ ...defaultTheme, colors }).error?.issues[0]?.message).toBe(
        'Invalid hex color code',
      );
    }
    expect(
      theme.safeParse({ ...defaultTheme, colors: { ...defaultTheme.colors, backgroundColor: '#fff' } })
        .success,
    ).toBe(true);
  });
});

describe('website settings (spec §3, §5, §9)', () => {
  it('applies the §9 cookie banner defaults and indexes by default', () => {
    const settings = websiteSettings.parse({ id: 'w', businessName: 'Rosa Bakery' });
    expect(settings.cookieBanner).toEqual({
      enabled: false,
      primaryText: 'This website uses cookies',
      acceptButtonText: 'Accept',
      rejectButtonText: 'Reject',
      backgroundColor: null,
    });
    expect(settings).toMatchObject({
      searchIndexing: true,
      showMadeWithBadge: true,
      quickStartTasks: { publishedWebsite: false },
    });
  });

  it("refuses to hide the 'Made with' badge: 'Not currently available'", () => {
    const result = websiteSettings.safeParse({ id: 'w', businessName: 'Rosa', showMadeWithBadge: false });
    expect(result.error?.issues[0]?.message).toBe('Not currently available');
  });

  it('requires a business name', () => {
    expect(websiteSettings.safeParse({ id: 'w', businessName: '' }).error?.issues[0]?.message).toBe(
      'Business name is required',
    );
  });
});

describe('image and link (spec §3)', () => {
  it('needs at least one URL and picks the best rendition', () => {
    expect(image.safeParse({ ...createImageFixture(), urls: [] }).success).toBe(false);
    const img = createImageFixture({
      urls: [
        { type: 'thumbnail', url: 'https://cdn.example.com/t.jpg' },
        { type: 'full', url: 'https://cdn.example.com/f.jpg' },
      ],
    });
    expect(imageSource(img)).toBe('https://cdn.example.com/f.jpg');
    expect(imageSource(img, 'thumbnail')).toBe('https://cdn.example.com/t.jpg');
  });

  it('tells links apart by type and defaults Web links to Pending', () => {
    expect(link.parse({ type: 'Web', label: 'Visit', url: 'https://rosa.com' })).toMatchObject({
      acceptanceState: 'Pending',
      buttonStyle: 'solid',
      buttonSize: 'Medium',
    });
    expect(link.safeParse({ type: 'Section', label: 'Go' }).success).toBe(false);
    expect(link.safeParse({ type: 'Social', label: 'Follow', network: 'myspace', url: '' }).success).toBe(
      false,
    );
    expect(link.safeParse({ type: 'Fax', label: 'Fax' }).success).toBe(false);
  });
});

describe('other collections (spec §3, §4, §9)', () => {
  it('limits account deletion feedback to 1000 characters and the five reasons', () => {
    const feedback = { userId: 'u', reason: 'Other', text: 'x'.repeat(1000), createdAt: fixtureTimestamp };
    expect(accountDeletionFeedback.safeParse(feedback).success).toBe(true);
    // spec §9 Account deletion feedback 1000
    expect(accountDeletionFeedback.safeParse({ ...feedback, text: 'x'.repeat(1001) }).success).toBe(false);
    expect(accountDeletionFeedback.safeParse({ ...feedback, reason: 'Too expensive' }).success).toBe(false);
  });

  it('limits Google ads to 30 / 90 characters and scrape text to 7500', () => {
    // spec §9 Google ad headline / description 30 / 90
    expect(googleAd.safeParse({ headline: 'h'.repeat(30), description: 'd'.repeat(90) }).success).toBe(true);
    expect(googleAd.safeParse({ headline: 'h'.repeat(31), description: 'd' }).success).toBe(false);
    expect(googleAd.safeParse({ headline: 'h', description: 'd'.repeat(91) }).success).toBe(false);
    // spec §9 Scrape text 7500
    expect(aiPromptInput.safeParse({ businessName: 'Rosa', scrapedText: 's'.repeat(7500) }).success).toBe(
      true,
    );
    expect(aiPromptInput.safeParse({ businessName: 'Rosa', scrapedText: 's'.repeat(7501) }).success).toBe(
      false,
    );
  });

  it('keeps a contact submission to the form field count', () => {
    const fields = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`Field ${i}`, 'answer']));
    const submission = { id: 's', websiteId: 'w', fields, submittedAt: fixtureTimestamp };
    expect(customerContactForm.safeParse(submission).success).toBe(true);
    // spec §9 Max form fields 10
    expect(customerContactForm.safeParse({ ...submission, fields: { ...fields, Extra: 'x' } }).success).toBe(
      false,
    );
  });

  it('defaults a sitemap iteration to version 1 with 16 buckets', () => {
    expect(sitemapIteration.parse({})).toEqual({ version: 1, bucketCount: 16 });
    expect(sitemapBucketFile.safeParse({ name: 'v1-f', entries: [] }).success).toBe(true);
    expect(sitemapBucketFile.safeParse({ name: 'v1-index', entries: [] }).success).toBe(false);
  });

  it('lists a website by its draft id, published handle and favicon', () => {
    const draft = createWebsiteFixture({ handle: 'rosa', lastPublishedAt: fixtureTimestamp });
    const item = toWebsiteListItem({
      ...draft,
      websiteSettings: { ...draft.websiteSettings, favIcon: createImageFixture() },
    });
    expect(websiteListItem.parse(item)).toMatchObject({
      draftId: 'website-1',
      publishedHandle: 'rosa',
      businessName: 'Rosa Bakery',
      favicon: expect.stringContaining('size=thumbnail'),
    });
    expect(toWebsiteListItem(createWebsiteFixture()).publishedHandle).toBeNull();
  });
});
