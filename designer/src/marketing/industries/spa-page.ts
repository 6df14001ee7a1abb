import { industryPage } from './industry-page.tsx';

/** /industries/spa: what a Sitewright site includes for a spa. */
export const page = industryPage({
  slug: 'spa',
  name: 'Spa',
  title: 'A spa website that feels like the first minute of relaxation',
  lead: 'Guests choose a spa on atmosphere and treatments, and often book it as a gift. Your site shows the space, lists treatments with their length and price, and sells gift vouchers.',
  description:
    'Build a spa website with treatment menu, durations and prices, spa day packages, gift vouchers, photos of the space and booking. Free hosting.',
  includes: [
    {
      title: 'Treatment menu',
      text: 'Massages, facials and body treatments, each with its length, price and what it does.',
    },
    {
      title: 'Spa days and packages',
      text: 'Half-day and full-day packages with the facilities included: pool, sauna, relaxation room.',
    },
    { title: 'Gift vouchers', text: 'A clear route to buy a voucher, because many first visits are gifts.' },
    {
      title: 'Before your visit',
      text: 'Arrival time, what to bring, and health questions you will ask, answered in the FAQ.',
    },
  ],
  services: [
    'Swedish and deep-tissue massage',
    'Signature facial',
    'Hot stone therapy',
    'Couples\u2019 treatments',
    'Half-day spa package',
  ],
  tip: 'Use photos taken in your own space, in your own light. Guests book a spa for how it feels, and stock images set the wrong expectations.',
});
