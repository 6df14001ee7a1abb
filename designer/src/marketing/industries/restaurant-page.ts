import { industryPage } from './industry-page.tsx';

/** /industries/restaurant: what a Sitewright site includes for a restaurant. */
export const page = industryPage({
  slug: 'restaurant',
  name: 'Restaurant',
  title: 'A restaurant website hungry diners can use on the way',
  lead: 'Most people look at a restaurant\u2019s site on a phone, minutes before deciding. Yours shows the menu, opening hours, how to book and where to park, without a single PDF to pinch and zoom.',
  description:
    'Build a restaurant website with your menu as real text, opening hours, table booking, photos of the dishes and private dining. Free hosting.',
  includes: [
    {
      title: 'Menu as text, not a PDF',
      text: 'Starters, mains and desserts with prices and dietary labels, readable on any phone and by search engines.',
    },
    {
      title: 'Hours and table booking',
      text: 'Opening hours, last orders and a booking link in the header.',
    },
    {
      title: 'Photos of the food and room',
      text: 'A gallery of signature dishes and the dining room, so guests know what to expect.',
    },
    {
      title: 'Private dining and events',
      text: 'Group menus, private room capacity and an enquiry form for parties.',
    },
  ],
  services: [
    'Lunch and dinner service',
    'Weekend brunch',
    'Private dining for groups',
    'Takeaway and collection',
    'Gift vouchers',
  ],
  tip: 'Mark allergens and vegetarian dishes on the menu itself. Guests with dietary needs decide where to eat from your website.',
});
