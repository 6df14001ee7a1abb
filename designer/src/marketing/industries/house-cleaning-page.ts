import { industryPage } from './industry-page.tsx';

/** /industries/house-cleaning: what a Sitewright site includes for a house cleaning. */
export const page = industryPage({
  slug: 'house-cleaning',
  name: 'House cleaning',
  title: 'A house cleaning website that books regular clients',
  lead: 'Clients letting a cleaner into their home want to know what is included, what it costs and that you are trustworthy. Your site answers all three and makes a regular booking easy.',
  description:
    'Build a house cleaning website with cleaning packages, what each includes, prices by home size, vetting and insurance, and booking. Free hosting.',
  includes: [
    {
      title: 'Packages with a checklist',
      text: 'Regular, deep and move-out cleans, each with a room-by-room list of what is done.',
    },
    {
      title: 'Prices by home size',
      text: 'Prices by number of bedrooms and bathrooms, with the discount for weekly visits.',
    },
    {
      title: 'Trust and insurance',
      text: 'How your cleaners are vetted, your insurance, and who holds the keys.',
    },
    {
      title: 'Book a clean',
      text: 'A form asking for the home size, preferred day and any pets, so the first visit starts right.',
    },
  ],
  services: [
    'Weekly or fortnightly cleaning',
    'One-off deep clean',
    'End-of-tenancy clean',
    'Oven and fridge cleaning',
    'Eco-friendly products on request',
  ],
  tip: 'State whether clients need to supply products and equipment. It is the first practical question, and answering it makes you look organised.',
});
