import { industryPage } from './industry-page.tsx';

/** /industries/electrician: what a Sitewright site includes for a electrician. */
export const page = industryPage({
  slug: 'electrician',
  name: 'Electrician',
  title: 'An electrician website that gets the call when the lights go out',
  lead: 'Homeowners search for an electrician when something is wrong, and they want someone licensed, local and available. Your site shows your licence, your area and an emergency number on the first screen.',
  description:
    'Build an electrician website with your licence and insurance, service area, emergency call-outs, common jobs and a quote request form. Free hosting.',
  includes: [
    {
      title: 'Licence and insurance',
      text: 'Your licence number, certifications and liability cover, shown where a cautious homeowner looks first.',
    },
    {
      title: 'Service area',
      text: 'The towns and postcodes you cover, so nobody outside your area wastes a call.',
    },
    {
      title: 'Emergency call-outs',
      text: 'Your emergency hours and call-out fee in the header, for the power cut at 9 pm.',
    },
    {
      title: 'Quote request with photos',
      text: 'A form for the job description and address; ask for a photo of the fuse box and you can quote accurately.',
    },
  ],
  services: [
    'Fault finding and repairs',
    'Consumer unit (fuse box) upgrades',
    'Full and partial rewiring',
    'EV charger installation',
    'Electrical safety certificates for landlords',
  ],
  tip: 'Publish your call-out fee. Customers comparing three electricians at night will call the one whose price they already know.',
});
