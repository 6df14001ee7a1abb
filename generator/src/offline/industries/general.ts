import type { IndustryProfile } from '../industry-profile.ts';

/**
 * The profile for a business no industry matches. Its copy stays true for any local service
 * business; the offline generator writes the services from the owner's own services and the
 * activities their description names, then those of the trade it recognised — never generic offers.
 */
export const general: IndustryProfile = {
  slug: 'general',
  label: 'Local business',
  keywords: [],
  customers: 'customers',
  look: { preset: 'Common', fonts: ['Modern', 'Classic', 'Friendly'], hues: [200, 160, 25] },
  headings: {
    services: 'What we offer',
    gallery: 'Our work',
    reviews: 'What customers say',
    team: 'Meet the team',
    faq: 'Frequently asked questions',
    contact: 'Get in touch',
    cta: 'Get in touch',
    newsletter: 'News and offers',
    scheduling: 'Book an appointment',
  },
  // The headline is written from the business's own trade, services and town (`write-headline.ts`);
  // these name the business or its town, for one that says nothing about what it does.
  headlines: [
    'Welcome to {name}',
    '{name}, here in {town}',
    'Serving {town} and nearby',
    'Meet {name}',
    'Say hello to {name}',
  ],
  introBodies: [
    '{name} is a local business: tell us what you need and we will explain how we can help.',
    'Customers across {town} get in touch with {name} for friendly advice and careful work.',
    'Tell {name} what you need, and we will talk you through the options.',
  ],
  about: [
    '{name} serves customers in {town}.',
    'Every job starts with listening to what you need.',
    'Tell us what you need, and we will explain the options.',
  ],
  contactBody: 'Tell us what you need and we will get back to you.',
  banners: ['Close to home, here to help', 'Serving {town} and nearby'],
  // No general services: a business's services are its own (given, listed in its description, or its
  // trade's); a list of generic offers would be filler.
  services: [],
  faq: [
    'How do I get a quote? | Send us a message with a few details of what you need, and we will reply with the next steps.',
    'Which areas do you serve? | We serve customers in {town} and the surrounding area.',
    'What happens after I get in touch? | We talk through what you need, explain the options and agree a time that suits you.',
    'What if something is not right? | Tell us and we will talk it through with you.',
    'Can I ask a question before booking? | Yes. Send us a message or call, and we will answer it.',
    'How do I book? | Get in touch by phone or e-mail with what you need and when suits you.',
  ],
  quotes: [
    'Good work starts with listening.',
    'Tell us what you need.',
    'Honest advice and careful work.',
    'Ask us anything.',
  ],
  names: {
    words: ['Bright', 'Summit', 'Keystone', 'Northgate', 'Evergreen', 'Blue Door', 'Cornerstone', 'Harbor'],
    endings: ['Services', 'Co.', 'Group', 'Solutions', '& Co.'],
  },
  ideas: [
    'Mobile service that comes to customers’ homes',
    'Subscription plan with regular scheduled visits',
    'Workshops teaching customers the basics at home',
    'Service for busy parents with flexible hours',
    'Senior-friendly service with home visits included',
    'Eco-friendly version of a traditional local service',
    'Gift vouchers sold through local shops',
    'Corporate packages for offices and small businesses',
    'Weekend pop-up service at farmers markets',
    'Online booking service with same-week appointments',
  ],
  article: {
    heading: 'How we work',
    paragraphs: [
      'Every job at {name} starts with a conversation. We ask what you need and explain the options before anything begins.',
      'When we finish, we go through the work with you.',
      'If anything is not right, just tell us and we will talk it through with you.',
    ],
  },
  images: {
    hero: 'small business owner',
    gallery: 'local business work',
    banner: 'friendly local shop',
    service: 'professional service',
    portrait: 'small business owner portrait',
  },
};
