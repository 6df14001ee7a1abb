import type { IndustryProfile } from '../industry-profile.ts';

/**
 * The profile for a business no industry matches. Its copy stays true for any local service
 * business; the offline generator builds the services from the owner's own list of activities
 * when the description names them, and uses these only when it does not.
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
  headlines: [
    'Good work, done right',
    'Friendly, reliable, local service',
    'Here to help, every time',
    'Proudly serving {town}',
    'Quality you can count on',
    'Honest service, fair prices',
  ],
  introBodies: [
    '{name} offers friendly, reliable service with clear prices and people who care about getting it right.',
    'Customers across {town} choose {name} for careful work, quick replies and honest advice.',
    'Tell {name} what you need and get a straight answer, a fair quote and work you can be proud to recommend.',
  ],
  about: [
    '{name} is a locally owned business serving customers in {town}.',
    'Every job starts with listening to what you need and a clear price before work begins.',
    'We answer messages quickly and turn up when we say we will.',
    'Most of our new customers come from recommendations, and we work hard to keep it that way.',
    'If anything is not right, we come back and put it right.',
  ],
  contactBody: 'Tell us what you need and we will get back to you within one working day.',
  banners: ['Reliable service, close to home', 'Clear prices, no surprises', 'Proudly serving {town}'],
  services: [
    'Free initial consultation | A short conversation about what you need, with honest advice on the options and what they cost.',
    'Standard service | Our core service, delivered carefully and on schedule, with updates along the way.',
    'Priority appointments | Faster appointments for urgent needs, subject to availability.',
    'Ongoing support | Regular visits or check-ins for customers who want continuing help throughout the year.',
    'Gift vouchers | Vouchers for any of our services, a thoughtful gift for friends and family.',
    'Business accounts | Simple monthly invoicing and agreed rates for local businesses.',
  ],
  faq: [
    'How do I get a quote? | Send us a message with a few details and we will reply with a clear price, usually within one working day.',
    'Which areas do you serve? | We serve customers in {town} and the surrounding area.',
    'How can I pay? | We accept cards, bank transfer and cash.',
    'What if something is not right? | Tell us and we will talk it through with you.',
    'How quickly can you start? | Usually within a week, and sooner for urgent requests.',
    'Can I cancel or reschedule? | Yes, just let us know at least 24 hours ahead.',
  ],
  quotes: [
    'Good work, done right, every time.',
    'We treat every customer like a neighbour.',
    'Clear prices, honest advice, careful work.',
    'Your recommendation is our best advertising.',
    'Small business, big care.',
  ],
  ads: [
    'Friendly Local Service | Reliable work, clear prices and quick replies. Get your free quote today.',
    'Trusted by Locals | Honest advice and careful work from a local business. Contact us today.',
    'Serving {town} | Quality service close to home with fair, upfront prices. Get in touch now.',
    'Free Consultation | Tell us what you need and get honest advice and a clear price. Call today.',
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
      'Every job at {name} starts with a conversation. We ask what you need, explain the options and give you a clear price before anything begins.',
      'While we work, we keep you updated and treat your time and your property with respect. When we finish, we check everything with you.',
      'If anything is not right, just tell us. Most of our customers come from recommendations, and we intend to keep earning them.',
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
