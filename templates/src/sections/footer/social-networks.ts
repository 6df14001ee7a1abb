import type { SocialNetwork } from '@sitewright/model';

/**
 * The name each of the 17 networks (spec §3) is shown and announced by. Social links are text, not
 * brand icons: 17 inline SVG logos would cost more bytes than the rest of the footer, and a word
 * needs no separate accessible name.
 */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  mastodon: 'Mastodon',
  tiktok: 'TikTok',
  threads: 'Threads',
  thumbtack: 'Thumbtack',
  linkedin: 'LinkedIn',
  yelp: 'Yelp',
  pinterest: 'Pinterest',
  github: 'GitHub',
  whatsApp: 'WhatsApp',
  bluesky: 'Bluesky',
  facebookMessenger: 'Messenger',
  google: 'Google',
  telegram: 'Telegram',
};
