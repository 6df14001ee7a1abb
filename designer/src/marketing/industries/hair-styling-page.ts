import { industryPage } from './industry-page.tsx';

/** /industries/hair-styling: what a Sitewright site includes for a hair styling. */
export const page = industryPage({
  slug: 'hair-styling',
  name: 'Hair styling',
  title: 'A hair salon website as polished as your work',
  lead: 'Clients follow stylists, not just salons. Your site shows each stylist\u2019s work, prices by hair length, and lets clients book the service and person they want.',
  description:
    'Build a hair salon website with a price list by hair length, stylists\u2019 portfolios, colour consultations and online booking. Free hosting.',
  includes: [
    {
      title: 'Prices by service and length',
      text: 'Cuts, colour, balayage and treatments, with \u201cfrom\u201d prices and how long each appointment takes.',
    },
    {
      title: 'Stylists and their work',
      text: 'A team section linking each stylist to a gallery of their cuts and colour.',
    },
    {
      title: 'Colour consultations and patch tests',
      text: 'When a skin test is needed before colour and how to book one, so appointments are not wasted.',
    },
    {
      title: 'Book online',
      text: 'A scheduling link on every page and your cancellation policy in the FAQ.',
    },
  ],
  services: [
    'Cut and blow-dry',
    'Full head colour',
    'Balayage and highlights',
    'Keratin smoothing treatment',
    'Bridal hair and trials',
  ],
  tip: 'Put your cancellation policy on the site, not only in the booking confirmation. Clients respect a rule they saw before they booked.',
});
