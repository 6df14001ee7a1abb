import { industryPage } from './industry-page.tsx';

/** /industries/barber-shop: what a Sitewright site includes for a barber shop. */
export const page = industryPage({
  slug: 'barber-shop',
  name: 'Barber shop',
  title: 'A barber shop website that keeps the chairs full',
  lead: 'Walk-ins want to know if you are open and how long the wait is; regulars want to book their usual barber. Your site puts hours, prices and the booking link on the first screen.',
  description:
    'Build a barber shop website with your price list, walk-in hours, barbers\u2019 profiles, a booking link and a photo gallery of fresh cuts. Free hosting.',
  includes: [
    {
      title: 'Price list that matches the mirror',
      text: 'Skin fades, tapers, beard trims and hot-towel shaves, each with its price and how long it takes, so nobody is surprised at the till.',
    },
    {
      title: 'Meet the barbers',
      text: 'A team section with each barber\u2019s specialities and days in the shop, so clients can come back to the person who got it right.',
    },
    {
      title: 'Gallery of fresh cuts',
      text: 'Up to ten photos of your work in a grid or carousel: the best advert a barber has.',
    },
    {
      title: 'Walk-ins and booking',
      text: 'Opening hours in the header and a scheduling link for clients who would rather not wait.',
    },
  ],
  services: [
    'Skin fade',
    'Classic scissor cut',
    'Beard trim and line-up',
    'Hot-towel shave',
    'Kids\u2019 cut (under 12)',
  ],
  tip: 'Post your quietest hours. Telling clients \u201cTuesday mornings are usually walk-in friendly\u201d smooths out your week better than any discount.',
});
