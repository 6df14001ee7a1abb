import { industryPage } from './industry-page.tsx';

/** /industries/technology-consulting: what a Sitewright site includes for a technology consulting. */
export const page = industryPage({
  slug: 'technology-consulting',
  name: 'Technology consulting',
  title: 'A technology consulting website that proves you deliver',
  lead: 'Businesses hire a consultant after seeing problems like theirs solved. Your site explains the outcomes you deliver, the industries you know and how an engagement runs, and invites a first call.',
  description:
    'Build a technology consulting website with your services, case studies, industries served, engagement model and a discovery call booking. Free hosting.',
  includes: [
    {
      title: 'Services as outcomes',
      text: 'Cloud migration, security reviews, software selection: each described by the result the client gets, not the jargon.',
    },
    {
      title: 'Case studies',
      text: 'Articles with the client\u2019s problem, what you did and the measurable result.',
    },
    {
      title: 'How engagements work',
      text: 'Fixed-price projects, retainers or day rates, and what the first two weeks look like.',
    },
    {
      title: 'Book a discovery call',
      text: 'A scheduling link for a 30-minute call, with the questions you will ask.',
    },
  ],
  services: [
    'IT strategy and roadmaps',
    'Cloud migration',
    'Cybersecurity assessments',
    'Software selection and implementation',
    'Fractional CTO services',
  ],
  tip: 'Name the industries you have worked in. A logistics firm hires the consultant who already knows what a warehouse management system is.',
});
