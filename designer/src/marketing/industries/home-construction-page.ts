import { industryPage } from './industry-page.tsx';

/** /industries/home-construction: what a Sitewright site includes for a home construction. */
export const page = industryPage({
  slug: 'home-construction',
  name: 'Home construction',
  title: 'A home construction website that wins the big projects',
  lead: 'Clients trusting you with an extension or a new build want to see finished homes, understand your process and know you are licensed and insured. Your site lays it out, project by project.',
  description:
    'Build a home construction website with completed projects, your building process, licences and insurance, and a project enquiry form. Free hosting.',
  includes: [
    {
      title: 'Completed projects',
      text: 'A gallery of extensions, loft conversions and new builds, each with its scope and how long it took.',
    },
    {
      title: 'How a build runs',
      text: 'An article from first site visit through design, permits, build and handover, so clients know what happens when.',
    },
    {
      title: 'Licences, insurance and warranties',
      text: 'Your builder\u2019s licence, insurance cover and the warranty you give on structural work.',
    },
    {
      title: 'Project enquiry form',
      text: 'A form for the project type, site address, budget range and timeline, so first meetings are productive.',
    },
  ],
  services: [
    'Single and two-storey extensions',
    'Loft conversions',
    'New-build homes',
    'Structural alterations and knock-throughs',
    'Project management with your architect',
  ],
  tip: 'Add client reviews that mention staying on budget. For big projects, reliability with money matters more to clients than the finish.',
});
