import { industryPage } from './industry-page.tsx';

/** /industries/condo-rental-agency: what a Sitewright site includes for a condo rental agency. */
export const page = industryPage({
  slug: 'condo-rental-agency',
  name: 'Condo rental agency',
  title: 'A condo rental agency website that fills units, not inboxes',
  lead: 'Tenants want floor plans, monthly rent and what is included; owners want to know how you manage their property. Your site speaks to both and sends each enquiry to the right place.',
  description:
    'Build a condo rental agency website with available units, rent and what is included, owner management services and viewing requests. Free hosting.',
  includes: [
    {
      title: 'Available units',
      text: 'A gallery of current listings with bedrooms, monthly rent, floor and the date each unit is free.',
    },
    {
      title: 'What the rent includes',
      text: 'Utilities, parking, amenities and pet rules, stated once so you answer fewer of the same questions.',
    },
    {
      title: 'For owners',
      text: 'How you screen tenants, collect rent and handle repairs, and what your management fee covers.',
    },
    {
      title: 'Viewing requests',
      text: 'A form asking for the unit, move-in date and number of occupants, so viewings can be scheduled in batches.',
    },
  ],
  services: [
    'Long-term condo rentals',
    'Furnished short-term stays',
    'Tenant screening',
    'Full property management for owners',
    'Move-in and move-out inspections',
  ],
  tip: 'List the move-in costs (deposit, first month, any fees) on the page. It is the question every serious tenant asks, and answering it up front saves a round of e-mail.',
});
