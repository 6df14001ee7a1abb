import { fieldLimits, imageBanner } from '../limits/index.ts';
import { reachText } from './business-reach.ts';
import { decidedLimits } from './common.ts';
import { clipText, defaultFaqs, defaultServices } from './default-copy.ts';
import type { SectionType } from './enums.ts';
import type { Image } from './image.ts';
import type { Link, NavLink, SubmitButton, WebLink } from './link.ts';
import { contactFormCopy } from './sections/contact-form-copy.ts';
import type { ContactForm, Section, SectionOf } from './sections/index.ts';
import type { BusinessContact } from './website-settings.ts';

/** What the default copy of a section is written from. */
export interface DefaultCopyContext {
  businessName: string;
  description: string;
  location: string;
  contact: BusinessContact;
  year: number;
  /** The next image of the caller's pool, or null when it is used up. */
  nextImage: () => Image | null;
}

const look = { buttonStyle: 'solid', buttonSize: 'Medium' } as const;

/** A button that scrolls to a section of the page; `outlined` for a secondary button. */
export function sectionButtonTo(label: string, sectionId: string, outlined = false): Link {
  return {
    type: 'Section',
    label,
    sectionId,
    buttonStyle: outlined ? 'outlined' : 'solid',
    buttonSize: 'Medium',
  };
}

/** A header menu link to a section of the page. */
export function navLinkTo(label: string, sectionId: string): NavLink {
  return { type: 'Section', label, sectionId, ...look };
}

function emptyWebLink(label: string): WebLink {
  return { type: 'Web', label, url: '', acceptanceState: 'Pending', ...look };
}

function submit(label: string): SubmitButton {
  return { label, ...look };
}

/** The contact form every new Contact section starts with: name, email and message (spec §3). */
export function defaultContactForm(language: ContactForm['language'] = 'English'): ContactForm {
  const copy = contactFormCopy[language];
  return {
    fields: [
      { id: 'field-name', role: 'name', type: 'Text', validator: 'Required', title: copy.name },
      { id: 'field-email', role: 'email', type: 'Text', validator: 'EmailRequired', title: copy.email },
      { id: 'field-message', role: 'message', type: 'TextArea', validator: 'Required', title: copy.message },
    ],
    language,
    submitButton: submit(copy.submit),
    successMessage: copy.success,
  };
}

/**
 * A new section of `type` with real starting copy written from the business's answers. Links
 * between sections (menu, buttons) are added by `createDefaultWebsite`, which knows the page.
 * Nothing is invented about people: team members, reviews and logos start empty.
 */
export function defaultSection(type: SectionType, id: string, ctx: DefaultCopyContext): Section {
  const { businessName: name, location } = ctx;
  const where = location ? ` in ${location}` : '';
  switch (type) {
    case 'Header':
      return { id, type, logoType: 'Text', navLinks: [] };
    case 'Introduction':
      return {
        id,
        type,
        heading: clipText(`Welcome to ${name}`, fieldLimits.introHeading),
        body: clipText(
          ctx.description || `Friendly, reliable service${where}. Get in touch to find out how we can help.`,
          fieldLimits.introBody,
        ),
        image: ctx.nextImage(),
        overlay: 0.75,
        buttons: [],
      };
    case 'Services':
      return {
        id,
        type,
        heading: 'Our services',
        items: defaultServices.map((s, i) => ({ id: `${id}-item-${i + 1}`, image: ctx.nextImage(), ...s })),
      };
    case 'Gallery': {
      const items: SectionOf<'Gallery'>['items'] = [];
      for (let img = ctx.nextImage(); img; img = items.length < 6 ? ctx.nextImage() : null) {
        items.push({ id: `${id}-item-${items.length + 1}`, image: img });
      }
      return { id, type, heading: 'Our work', layout: 'Grid', items };
    }
    case 'TextBanner':
      return {
        id,
        type,
        primary: 'Good work, done right, every time.',
        subhead: clipText(`The promise of ${name}`, fieldLimits.quoteSubhead),
        subordinate: '',
      };
    case 'ImageBanner':
      return {
        id,
        type,
        height: imageBanner.defaultHeight,
        overlay: imageBanner.defaultOverlay,
        image: ctx.nextImage(),
        text: clipText(
          location ? `Proudly serving ${location}` : 'Proudly serving our community',
          decidedLimits.imageBannerText,
        ),
      };
    case 'Team':
      return { id, type, heading: 'Meet the team', members: [] };
    case 'Scheduling':
      return {
        id,
        type,
        heading: 'Book an appointment',
        body: "Pick a time that suits you and we'll confirm your booking.",
        link: emptyWebLink('Book now'),
      };
    case 'Video':
      return {
        id,
        type,
        heading: clipText(`See ${name} in action`, fieldLimits.videoHeading),
        description: '',
        link: emptyWebLink('Watch'),
      };
    case 'CustomerReviews':
      return { id, type, heading: 'What our customers say', reviews: [] };
    case 'Article':
      return {
        id,
        type,
        heading: clipText(`About ${name}`, fieldLimits.articleHeading),
        content: clipText(
          ctx.description ||
            `${name} is a local business${location ? ` based in ${location}` : ''}. We take pride in honest advice, careful work and friendly service. Get in touch and tell us what you need.`,
          fieldLimits.articleContent,
        ),
      };
    case 'LogoGrid':
      return {
        id,
        type,
        heading: 'Trusted by',
        body: 'Some of the clients and partners we are proud to work with.',
        logos: [],
      };
    case 'FAQ':
      return {
        id,
        type,
        heading: 'Frequently asked questions',
        layout: 'List',
        items: defaultFaqs(location).map((f, i) => ({ id: `${id}-item-${i + 1}`, ...f })),
      };
    case 'Contact':
      return {
        id,
        type,
        heading: 'Get in touch',
        body: "Have a question or ready to book? Send us a message and we'll get back to you soon.",
        details: {
          email: ctx.contact.email,
          phone: ctx.contact.phone,
          address: ctx.contact.address || clipText(location, fieldLimits.otherContactDetails),
          otherDetails: reachText(ctx.contact.hours, ctx.contact.serviceArea),
        },
        form: defaultContactForm(),
      };
    case 'Newsletter':
      return {
        id,
        type,
        heading: 'Stay in the loop',
        body: clipText(
          `News, offers and tips from ${name}, a few times a year. Unsubscribe any time.`,
          fieldLimits.newsletterBody,
        ),
        fieldLabel: 'Your email address',
        button: submit('Subscribe'),
      };
    case 'Footer':
      return {
        id,
        type,
        socialLinks: [],
        copyright: clipText(`© ${ctx.year} ${name}`, fieldLimits.copyright),
        // The phone on every page, also without a Contact section: visitors tap it to call.
        links: ctx.contact.phone.trim()
          ? [
              {
                type: 'Phone',
                label: clipText(`Call ${ctx.contact.phone.trim()}`, fieldLimits.navLink),
                phone: ctx.contact.phone.trim(),
                buttonStyle: 'solid',
                buttonSize: 'Medium',
              },
            ]
          : [],
      };
    case 'CodeEmbed':
      return { id, type, code: '' };
  }
}
