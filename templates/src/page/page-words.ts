/**
 * The words the templates write themselves (never the owner's): labels a screen reader reads,
 * the skip link, the badge, the form scripts' messages where a form has no language of its own.
 * A page in a second language writes them in that language; the first-language page's English
 * words are the ones the page always had.
 */
export interface PageWords {
  skipToContent: string;
  /** The mobile menu toggle's label. */
  menu: string;
  /** The header's `<nav>` label. */
  mainNav: string;
  /** The footer's links `<nav>` label. */
  footerNav: string;
  /** The language switch's `<nav>` label. */
  languageNav: string;
  socialMedia: string;
  /** The footer's "More" disclosure, and what it is more of (read by screen readers only). */
  more: string;
  moreSocialMedia: string;
  /** A carousel or grid of pictures without a heading. */
  gallery: string;
  previousImage: string;
  nextImage: string;
  /** A video player's title when its section has no heading. */
  video: string;
  /** A link to a video page whose label is empty. */
  watchVideo: string;
  cookieConsent: string;
  /** The honeypot's label (hidden from everyone but bots). */
  honeypot: string;
  madeWith: string;
  /** The form scripts' messages (`data-sw-msg-*`): a valid e-mail, a required field, a failed send. */
  emailInvalid: string;
  fieldRequired: string;
  contactFailed: string;
  newsletterFailed: string;
  newsletterSuccess: string;
}

/**
 * The English words: what a page writes without a second language. The other languages' words are in
 * `page-words-translated.ts`, loaded with the language pack (`language-pack.ts`) so the designer's
 * first visit does not carry them.
 */
export const englishPageWords: PageWords = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  mainNav: 'Main',
  footerNav: 'Footer',
  languageNav: 'Language',
  socialMedia: 'Social media',
  more: 'More',
  moreSocialMedia: ' social media',
  gallery: 'Gallery',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  video: 'Video',
  watchVideo: 'Watch the video',
  cookieConsent: 'Cookie consent',
  honeypot: 'Leave this field empty',
  madeWith: 'Made with Sitewright',
  // spec §5 gives this one word for word.
  emailInvalid: 'Please enter a valid email address',
  fieldRequired: 'Please fill in this field',
  contactFailed: 'Sorry, your message could not be sent. Please try again.',
  newsletterFailed: 'Sorry, we could not sign you up. Please try again.',
  newsletterSuccess: "Thank you for subscribing! You're on the list.",
};

/** The words of the page being rendered, in its language (`RenderContext.words`). */
export const wordsOf = (ctx: { words: PageWords }): PageWords => ctx.words;
