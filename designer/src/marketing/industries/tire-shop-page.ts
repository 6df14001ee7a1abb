import { industryPage } from './industry-page.tsx';

/** /industries/tire-shop: what a Sitewright site includes for a tire shop. */
export const page = industryPage({
  slug: 'tire-shop',
  name: 'Tire shop',
  title: 'A tire shop website that gets drivers rolling again',
  lead: 'Drivers with a flat or a failed inspection want to know if you have their size, what it costs and how soon they can be seen. Your site answers with brands, prices and your walk-in policy.',
  description:
    'Build a tire shop website with tire brands and prices, fitting and balancing, seasonal tire storage, puncture repair and booking. Free hosting.',
  includes: [
    {
      title: 'Brands and price ranges',
      text: 'Budget, mid-range and premium brands you stock, with prices from, by rim size.',
    },
    {
      title: 'Fitting, balancing and alignment',
      text: 'What is included in the fitted price and what alignment costs.',
    },
    {
      title: 'Seasonal swaps and storage',
      text: 'Winter and summer tire changeovers and storage for the set you are not using.',
    },
    {
      title: 'Walk-ins and booking',
      text: 'Whether you take walk-ins for punctures and a booking link for fitting.',
    },
  ],
  services: [
    'Tire fitting and balancing',
    'Puncture repair',
    'Wheel alignment',
    'Seasonal tire changeover',
    'Tire storage',
  ],
  tip: 'Ask for the tire size in the booking form. Having the right tire ready turns a half-hour wait into ten minutes.',
});
