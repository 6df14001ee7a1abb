import { decidedLimits } from '../entities/common.ts';
import {
  type FooterLink,
  type Image,
  type Link,
  maxSectionCount,
  type Section,
  type SectionCountOptions,
  type SectionType,
  socialNetwork,
  type Website,
} from '../entities/index.ts';
import { defaultTheme } from '../entities/theme.ts';
import { fieldLimits as L } from '../limits/index.ts';
import { createImageFixture, fixtureTimestamp } from './entity-fixtures.ts';
import { emailOfLength, textOfLength as t, urlOfLength } from './text.ts';

/** An image with every optional part set and every text at its limit. */
export function fullImageFixture(): Image {
  return createImageFixture({
    description: t(decidedLimits.imageDescription),
    tags: Array.from({ length: decidedLimits.imageTags }, (_, i) => t(decidedLimits.imageTag, `tag${i} `)),
    effects: { translateX: -12.5, translateY: 8, width: 140, zoom: 2, rotation: 90 },
    fit: 'contain',
    filter: 'Grayscale',
    frame: 'Circle',
  });
}

const look = { buttonStyle: 'outlined', buttonSize: 'Large' } as const;
const label = t(L.buttonLabel, 'Book ');
const webButton = (): Link => ({
  type: 'Web',
  label,
  url: urlOfLength(L.externalUrl),
  acceptanceState: 'Safe',
  ...look,
});
const emailButton = (): Link => ({ type: 'Email', label, email: emailOfLength(L.email), ...look });
const phoneButton = (): Link => ({ type: 'Phone', label, phone: t(L.phone, '5'), ...look });
const sectionButtonTo = (sectionId: string): Link => ({ type: 'Section', label, sectionId, ...look });
const items = <T>(count: number, make: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i));
const presentation = {
  alignment: 'Center',
  border: 'All',
  background: { type: 'ColorFill', fill: 'Gradient Fill' },
} as const;

function repeated(type: SectionType, options: SectionCountOptions, make: (id: string) => Section): Section[] {
  return items(maxSectionCount(type, options), (i) => make(`${type.toLowerCase()}-${i + 1}`));
}

function fullSections(options: SectionCountOptions): Section[] {
  const img = fullImageFixture;
  const footerLinks: FooterLink[] = [
    { type: 'Section', label: t(L.navLink), sectionId: 'faq-1', ...look },
    { type: 'Web', label: t(L.navLink), url: urlOfLength(L.externalUrl), acceptanceState: 'Safe', ...look },
    { type: 'Email', label: t(L.navLink), email: emailOfLength(L.email), ...look },
    { type: 'Phone', label: t(L.navLink), phone: t(L.phone, '5'), ...look },
  ];
  return [
    {
      id: 'header-1',
      type: 'Header',
      ...presentation,
      logoType: 'Image',
      navLinks: ['introduction-1', 'services-1', 'gallery-1', 'team-1', 'scheduling-1', 'contact-1'].map(
        (id) => ({
          type: 'Section' as const,
          label: t(L.navLink),
          sectionId: id,
          ...look,
        }),
      ),
      button: webButton(),
    },
    {
      id: 'introduction-1',
      type: 'Introduction',
      ...presentation,
      heading: t(L.introHeading),
      body: t(L.introBody),
      image: img(),
      overlay: 0.75,
      buttons: [webButton(), sectionButtonTo('contact-1')],
    },
    {
      id: 'services-1',
      type: 'Services',
      heading: t(L.servicesHeading),
      items: items(L.maxServiceItems, (i) => ({
        id: `service-${i}`,
        image: img(),
        heading: t(L.servicesHeading),
        paragraph: t(L.servicesBody),
        pricing: t(L.servicesPricing),
        button: phoneButton(),
      })),
    },
    {
      id: 'gallery-1',
      type: 'Gallery',
      heading: t(L.sectionHeading),
      layout: 'Carousel',
      items: items(L.maxGalleryItems, (i) => ({
        id: `photo-${i}`,
        image: img(),
        caption: t(L.galleryCaption),
      })),
    },
    ...repeated('TextBanner', options, (id) => ({
      id,
      type: 'TextBanner',
      primary: t(L.quotePrimary),
      subhead: t(L.quoteSubhead),
      subordinate: t(L.quoteSubordinate),
    })),
    ...repeated('ImageBanner', options, (id) => ({
      id,
      type: 'ImageBanner',
      height: 640,
      overlay: 0.8,
      image: img(),
      text: t(decidedLimits.imageBannerText),
      button: emailButton(),
    })),
    {
      id: 'team-1',
      type: 'Team',
      heading: t(L.teamHeading),
      members: items(L.maxTeamMembers, (i) => ({
        id: `member-${i}`,
        name: t(L.teamName),
        jobTitle: t(L.teamTitle),
        bio: t(L.teamDescription),
        image: img(),
      })),
    },
    {
      id: 'scheduling-1',
      type: 'Scheduling',
      heading: t(L.sectionHeading),
      body: t(decidedLimits.sectionBody),
      link: { type: 'Web', label, url: urlOfLength(L.externalUrl), acceptanceState: 'Safe', ...look },
    },
    ...repeated('Video', options, (id) => ({
      id,
      type: 'Video',
      heading: t(L.videoHeading),
      description: t(L.videoDescription),
      link: { type: 'Web', label, url: urlOfLength(L.externalUrl), acceptanceState: 'Checking', ...look },
    })),
    {
      id: 'customerreviews-1',
      type: 'CustomerReviews',
      heading: t(L.sectionHeading),
      reviews: items(L.maxReviews, (i) => ({
        id: `review-${i}`,
        paragraph: t(L.reviewParagraph),
        authorName: t(L.reviewAuthorName),
        authorLocation: t(L.reviewAuthorLocation),
      })),
    },
    ...repeated('Article', options, (id) => ({
      id,
      type: 'Article',
      heading: t(L.articleHeading),
      content: t(L.articleContent),
      image: img(),
    })),
    {
      id: 'logogrid-1',
      type: 'LogoGrid',
      heading: t(L.logoHeading),
      body: t(L.logoBody),
      logos: items(L.maxLogos, (i) =>
        i % 2 === 0
          ? { id: `logo-${i}`, type: 'Text' as const, text: t(decidedLimits.logoText), link: webButton() }
          : {
              id: `logo-${i}`,
              type: 'Image' as const,
              image: img(),
              link: {
                type: 'Social' as const,
                label,
                network: 'yelp' as const,
                url: urlOfLength(L.externalUrl),
                ...look,
              },
            },
      ),
    },
    {
      id: 'faq-1',
      type: 'FAQ',
      heading: t(L.sectionHeading),
      layout: 'Sidebar',
      items: items(L.maxFaqs, (i) => ({
        id: `faq-${i}`,
        question: t(L.faqQuestion),
        answer: t(L.faqAnswer),
        button: sectionButtonTo('contact-1'),
      })),
    },
    {
      id: 'contact-1',
      type: 'Contact',
      heading: t(L.sectionHeading),
      body: t(decidedLimits.sectionBody),
      details: {
        email: emailOfLength(L.email),
        phone: t(L.phone, '5'),
        address: t(L.otherContactDetails),
        otherDetails: t(L.otherContactDetails),
      },
      form: {
        fields: items(L.maxFormFields, (i) => {
          const role = (['name', 'email', 'message'] as const)[i] ?? 'custom';
          const validator = role === 'email' ? 'EmailRequired' : role === 'custom' ? null : 'Required';
          return {
            id: `field-${i}`,
            role,
            type: i % 2 ? 'TextArea' : 'Text',
            validator,
            title: t(L.contactFieldTitle),
          };
        }),
        language: 'Korean',
        submitButton: { label, ...look },
        successMessage: t(L.successMessage),
      },
    },
    {
      id: 'newsletter-1',
      type: 'Newsletter',
      heading: t(L.newsletterHeading),
      body: t(L.newsletterBody),
      fieldLabel: t(L.newsletterFieldLabel),
      button: { label, ...look },
    },
    ...repeated('CodeEmbed', options, (id) => ({
      id,
      type: 'CodeEmbed',
      code: t(L.codeEmbed, '<p>Hi</p>\n'),
    })),
    {
      id: 'footer-1',
      type: 'Footer',
      ...presentation,
      socialLinks: socialNetwork.options.map((network) => ({ network, url: urlOfLength(L.externalUrl) })),
      copyright: t(L.copyright),
      links: footerLinks,
    },
  ];
}

/**
 * A draft with every one of the 17 section types at its maximum count, every list at its maximum
 * length and every text at its maximum length (spec §9). Pass `{ codeEmbedRaised: true }` for
 * 20 Code Embeds (parse it with `websiteCodeEmbedRaised`).
 */
export function fullWebsiteFixture(options: SectionCountOptions = {}): Website {
  return {
    id: 'website-full',
    userId: 'user-1',
    version: '1.0',
    handle: 'rosa-bakery-austin-texas',
    websiteSettings: {
      id: 'website-full',
      businessName: t(L.businessName),
      businessDescription: t(L.businessDescription),
      location: t(decidedLimits.location),
      industry: 'restaurant',
      pageTitle: t(L.websiteTitle),
      seoKeywords: t(L.seoKeywords),
      favIcon: fullImageFixture(),
      logo: fullImageFixture(),
      gaMeasurementId: 'GTM-ABCDEFGHIJKL',
      cookieBanner: {
        enabled: true,
        primaryText: t(L.cookieText),
        acceptButtonText: t(L.buttonLabel),
        rejectButtonText: t(L.buttonLabel),
        backgroundColor: '#FFF8F0',
      },
      customHeadCode: t(L.codeContent, '<meta name="x" content="y">\n'),
      searchIndexing: false,
      fixedHeader: true,
      bottomBorder: true,
      showMadeWithBadge: true,
      quickStartTasks: {
        publishedWebsite: true,
        editedContent: true,
        customizedTheme: true,
        addedBrowserIcon: true,
        sharedWebsite: true,
        connectedDomain: true,
      },
      contact: {
        email: emailOfLength(L.email),
        phone: t(L.phone, '5'),
        address: t(L.otherContactDetails),
        hours: Array.from({ length: decidedLimits.openingHoursSpans }, (_, i) => ({
          days: [i % 2 === 0 ? 'Monday' : 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '09:00',
          closes: i % 2 === 0 ? '12:00' : '02:30',
        })),
        serviceArea: Array.from({ length: decidedLimits.serviceAreaPlaces }, (_, i) =>
          t(decidedLimits.location, `Place ${i} `),
        ),
      },
    },
    theme: {
      ...structuredClone(defaultTheme),
      background: { type: 'Image', fill: 'Gradient Fill', image: fullImageFixture() },
    },
    sections: fullSections(options),
    createdAt: fixtureTimestamp,
    modifiedAt: fixtureTimestamp,
    lastDesignedAt: fixtureTimestamp,
    lastSharedAt: fixtureTimestamp,
    lastPublishedAt: fixtureTimestamp,
    lastModifiedBy: { userId: 'user-1', timestamp: fixtureTimestamp },
  };
}
