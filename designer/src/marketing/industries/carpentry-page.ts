import { industryPage } from './industry-page.tsx';

/** /industries/carpentry: what a Sitewright site includes for a carpentry. */
export const page = industryPage({
  slug: 'carpentry',
  name: 'Carpentry',
  title: 'A carpentry website that lets your joinery speak',
  lead: 'People hire a carpenter after seeing work they want in their own home. Your site shows finished projects, the kinds of jobs you take on, and how to ask for a quote with measurements and photos.',
  description:
    'Build a carpentry website with a project gallery, the jobs you take on, materials you work with and a quote request form. Free hosting.',
  includes: [
    {
      title: 'Project gallery',
      text: 'Fitted wardrobes, staircases, decking and bespoke shelving, each photo captioned with the timber and the finish.',
    },
    {
      title: 'The jobs you take on',
      text: 'Say clearly whether you do small repairs, full kitchen fits or only bespoke furniture, so the right enquiries reach you.',
    },
    {
      title: 'Quote request form',
      text: 'A form that asks for the room, rough measurements and the budget range, so you can quote without a wasted visit.',
    },
    {
      title: 'How a project runs',
      text: 'An article walking through survey, drawing, workshop build and fitting, with typical lead times.',
    },
  ],
  services: [
    'Fitted wardrobes and alcove units',
    'Staircase repair and renovation',
    'Hardwood decking',
    'Door hanging and frames',
    'Bespoke furniture',
  ],
  tip: 'Caption every photo with the wood species and finish. Clients often arrive asking for \u201cthat oak one\u201d, and it tells them you think about materials.',
});
