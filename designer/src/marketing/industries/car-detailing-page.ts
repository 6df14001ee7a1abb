import { industryPage } from './industry-page.tsx';

/** /industries/car-detailing: what a Sitewright site includes for a car detailing. */
export const page = industryPage({
  slug: 'car-detailing',
  name: 'Car detailing',
  title: 'A car detailing website that shows the shine',
  lead: 'Detailing is bought with the eyes. Your site leads with before-and-after photos, lays out your packages by vehicle size, and says whether you come to the customer or they come to you.',
  description:
    'Build a car detailing website with packages by vehicle size, before-and-after gallery, mobile service area and booking. Free hosting.',
  includes: [
    {
      title: 'Packages by vehicle size',
      text: 'Interior, exterior and full detail priced for cars, SUVs and vans, with paint correction and ceramic coating as add-ons.',
    },
    {
      title: 'Before-and-after gallery',
      text: 'Paired photos of swirl marks removed and stained seats restored: proof no description can match.',
    },
    {
      title: 'Mobile or studio',
      text: 'Say whether you detail at the customer\u2019s driveway, list the towns you cover, and what you need on site (water, power).',
    },
    {
      title: 'Reviews',
      text: 'Customer reviews with their car and the package they chose, so a new client sees results on a car like theirs.',
    },
  ],
  services: [
    'Express wash and wax',
    'Full interior detail',
    'Paint correction (one or two stage)',
    'Ceramic coating',
    'Headlight restoration',
  ],
  tip: 'Shoot your before-and-after photos from the same angle in the same light. Consistent pairs look like evidence; mismatched ones look like marketing.',
});
