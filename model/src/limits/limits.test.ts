import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  buttonCornerRadii,
  cookieBannerDefaults,
  cropperZoom,
  dropdownTransitionMs,
  durations,
  fieldLimits,
  imageBanner,
  imageCornerRadii,
  introduction,
  mobileThreshold,
  overlayOpacity,
  perUser,
  recommendedImageSizes,
  sectionMaxCounts,
  socialLinksCollapsed,
  spacingSteps,
  timings,
  typography,
  uploadLimits,
} from './index.ts';

/**
 * Spec §9, written out as the spec states it (never read back from the constants): changing a
 * limit in `limits/` without changing the spec fails here. The behaviour tests (field-limits,
 * upload, backoff …) state the same numbers at the fields they limit.
 */
describe('spec §9 field limits (characters unless stated)', () => {
  it('are the table of §9', () => {
    expect(fieldLimits).toEqual({
      handle: 24,
      businessName: 48,
      businessDescription: 1024,
      websiteTitle: 128,
      seoKeywords: 256,
      email: 64,
      phone: 24,
      externalUrl: 2048,
      codeEmbed: 102400,
      codeContent: 4096,
      otherContactDetails: 512,
      articleHeading: 80,
      articleContent: 5000,
      buttonLabel: 28,
      introHeading: 150,
      introBody: 512,
      sectionHeading: 64,
      servicesHeading: 64,
      servicesPricing: 80,
      servicesBody: 1024,
      maxServiceItems: 24,
      galleryCaption: 128,
      maxGalleryItems: 10,
      quotePrimary: 92,
      quoteSubhead: 250,
      quoteSubordinate: 3000,
      reviewParagraph: 640,
      reviewAuthorName: 32,
      reviewAuthorLocation: 48,
      maxReviews: 6,
      faqQuestion: 512,
      faqAnswer: 2048,
      maxFaqs: 24,
      contactFieldTitle: 40,
      maxFormFields: 10,
      successMessage: 128,
      maxLinks: 6,
      navLink: 32,
      copyright: 32,
      maxFooterLinks: 4,
      cookieText: 200,
      videoHeading: 80,
      videoDescription: 2000,
      teamHeading: 80,
      teamName: 120,
      teamTitle: 80,
      teamDescription: 1024,
      maxTeamMembers: 12,
      newsletterHeading: 80,
      newsletterBody: 512,
      newsletterFieldLabel: 40,
      maxLogos: 10,
      logoHeading: 64,
      logoBody: 512,
      accountDeletionFeedback: 1000,
      googleAdHeadline: 30,
      googleAdDescription: 90,
      scrapeText: 7500,
    });
  });
});

describe('spec §9 per-user and section counts', () => {
  it('owned 5 (10 raised), shared 5, accepted invites 20, images per website 70', () => {
    expect(perUser).toEqual({
      ownedWebsites: 5,
      ownedWebsitesRaised: 10,
      sharedWebsites: 5,
      acceptedInvites: 20,
      imagesPerWebsite: 70,
    });
  });
  it('invites live 7 days (604800000 ms); disconnect e-mail after 7 days; certificates up to 48 h', () => {
    expect(durations).toEqual({
      inviteValidity: 604800000,
      domainDisconnectEmailAfter: 604800000,
      certificateActivationMax: 48 * 3600 * 1000,
    });
  });
  it('1 each, 3 each for Text Banner / Image Banner / Video / Article, Code Embed 6 (20)', () => {
    expect(sectionMaxCounts).toEqual({ single: 1, repeatable: 3, codeEmbed: 6, codeEmbedRaised: 20 });
  });
});

describe('spec §9 images and layout', () => {
  it('uploads: 15 MB (15728640 bytes) jpg/png/gif/webp; logo and browser icon 2 MB, icon 512 x 512', () => {
    expect(uploadLimits.image.maxBytes).toBe(15728640);
    expect(uploadLimits.image.types).toEqual(['jpg', 'png', 'gif', 'webp']);
    expect(uploadLimits.logo.maxBytes).toBe(2 * 1024 * 1024);
    expect(uploadLimits.logo.types).toEqual(['png', 'gif', 'jpeg', 'jpg']);
    expect(uploadLimits.browserIcon).toMatchObject({
      maxBytes: 2 * 1024 * 1024,
      maxWidth: 512,
      maxHeight: 512,
    });
    expect(uploadLimits.browserIcon.types).toEqual(['ico', 'png', 'gif', 'jpeg', 'jpg']);
    expect(recommendedImageSizes).toEqual([
      [2000, 2000],
      [2000, 1500],
      [2000, 1125],
      [1500, 2000],
    ]);
  });
  it('banner 160–640 (320), overlays, opacity 0–0.8 step 0.01 (0.2), zoom 1–2 (1), 4 social links', () => {
    expect(imageBanner).toEqual({ minHeight: 160, maxHeight: 640, defaultHeight: 320, defaultOverlay: 0.2 });
    expect(introduction).toEqual({ overlay: 0.75 });
    expect(overlayOpacity).toEqual({ min: 0, max: 0.8, step: 0.01, default: 0.2 });
    expect(cropperZoom).toEqual({ min: 1, max: 2, default: 1 });
    expect(socialLinksCollapsed).toBe(4);
  });
  it("cookie banner defaults: disabled, 'This website uses cookies', 'Accept' and 'Reject'", () => {
    expect(cookieBannerDefaults).toEqual({
      enabled: false,
      primaryText: 'This website uses cookies',
      acceptButtonText: 'Accept',
      rejectButtonText: 'Reject',
    });
  });
  it('breakpoints, spacing, type scale, radii and the dropdown transition', () => {
    expect(breakpoints).toEqual([576, 768, 992, 1200, 1400]);
    expect(mobileThreshold).toBe(768);
    expect(spacingSteps).toEqual([4, 6, 8, 12, 16, 24, 32, 40]);
    expect(typography).toEqual({
      baseFontPx: 16,
      smallBody: 0.875,
      largeBody: 1.25,
      mobileHeadingScale: 0.85,
      mobileHeadingMaxWidth: 576,
    });
    expect(imageCornerRadii).toEqual([0, 4, 8, 24]);
    expect(buttonCornerRadii).toEqual([0, 4, 8, 28]);
    expect(dropdownTransitionMs).toBe(300);
  });
});

describe('spec §9 timings', () => {
  it('are the list of §9', () => {
    expect(timings).toEqual({
      handleCheckDebounce: 3000,
      inviteRecheckDebounce: 3000,
      creationPersonalizing: 4500,
      creationExtendedOrganizing: 8000,
      creationExtendedScrape: 8000,
      retryBackoffBase: 1000,
      retryBackoffFactor: 2,
      retryBackoffCap: 4 * 3600 * 1000,
      tokenRefreshMargin: 5 * 60 * 1000,
      tokenRefreshRetryStart: 30000,
      tokenRefreshRetryMax: 960000,
      networkTimeoutDesktop: 30000,
      networkTimeoutMobile: 60000,
      storageMaxOperationRetry: 120000,
      storageMaxUploadRetry: 600000,
      storageRetryBackoffCap: 64000,
      storageRetryStatuses: [408, 429],
      databaseLocalCacheBytes: 40 * 1024 * 1024,
    });
  });
});
