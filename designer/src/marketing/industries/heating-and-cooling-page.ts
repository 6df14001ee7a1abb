import { industryPage } from './industry-page.tsx';

/** /industries/heating-and-cooling: what a Sitewright site includes for a heating and cooling. */
export const page = industryPage({
  slug: 'heating-and-cooling',
  name: 'Heating and cooling',
  title: 'A heating and cooling website that wins the service call',
  lead: 'When the furnace stops in January or the air conditioning fails in July, homeowners call whoever looks reliable and available. Your site shows both, plus the maintenance plans that keep customers year after year.',
  description:
    'Build an HVAC website with repairs, installations, maintenance plans, brands you service, financing and emergency call-outs. Free hosting.',
  includes: [
    {
      title: 'Repair and emergency service',
      text: 'Your emergency hours and call-out process for no-heat and no-cool calls, up front.',
    },
    {
      title: 'Installations and replacements',
      text: 'Furnaces, heat pumps, boilers and central air, with the brands you are certified to install.',
    },
    {
      title: 'Maintenance plans',
      text: 'Seasonal tune-up plans with what each visit covers, so customers book before the rush.',
    },
    {
      title: 'Financing and rebates',
      text: 'Payment options and the efficiency rebates a new system may qualify for.',
    },
  ],
  services: [
    'Furnace and boiler repair',
    'Air conditioning repair',
    'Heat pump installation',
    'Seasonal tune-ups',
    'Ductwork cleaning and repair',
  ],
  tip: 'Remind customers to book tune-ups in spring and autumn with a text banner. It fills your quiet months and prevents emergency calls in the busy ones.',
});
