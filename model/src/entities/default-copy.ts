import type { SectionType } from './enums.ts';

/**
 * Cuts `text` to at most `max` characters, at a word boundary when one is near, with an
 * ellipsis when anything was cut. Used for copy built from the owner's answers.
 */
export function clipText(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  if (max <= 1) return clean.slice(0, max);
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const body = space >= max * 0.6 ? cut.slice(0, space) : cut;
  return `${body.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Kebab-case of a section type, the stem of its default ids: `TextBanner` → `text-banner`. */
export function sectionIdStem(type: SectionType): string {
  return type === 'FAQ' ? 'faq' : type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Menu labels of the sections a header link may point at (§9 Nav link 32). */
export const defaultNavLabels: Partial<Record<SectionType, string>> = {
  Introduction: 'Home',
  Services: 'Services',
  Gallery: 'Gallery',
  Team: 'Team',
  Scheduling: 'Book',
  Video: 'Video',
  CustomerReviews: 'Reviews',
  Article: 'About',
  LogoGrid: 'Clients',
  FAQ: 'FAQ',
  Contact: 'Contact',
  Newsletter: 'Newsletter',
};

/**
 * The three services a new website starts with, before the AI or the owner replaces them. They
 * state no price, promise or guarantee (the page states only what the owner gave).
 */
export const defaultServices = [
  {
    heading: 'Consultation',
    paragraph: "Tell us what you need and we'll talk you through the options that suit you.",
    pricing: '',
  },
  {
    heading: 'Tailored service',
    paragraph: 'Every customer is different. We adapt our work to your needs, your schedule and your budget.',
    pricing: '',
  },
  {
    heading: 'Ongoing support',
    paragraph: 'Questions after the work is done? Get in touch and we will help.',
    pricing: '',
  },
] as const;

/** Questions customers of any service business ask, with honest general answers. */
export function defaultFaqs(location: string): Array<{ question: string; answer: string }> {
  return [
    {
      question: 'How do I get a quote?',
      answer: 'Send us a message through the contact form or give us a call, and tell us what you need.',
    },
    {
      question: 'Which areas do you serve?',
      answer: location
        ? `We serve ${location} and the surrounding area. Not sure if we cover you? Just ask.`
        : "Tell us where you are and we'll let you know right away whether we can help.",
    },
    {
      question: 'How soon can you start?',
      answer: 'Get in touch and we will find a time that works for you.',
    },
  ];
}
