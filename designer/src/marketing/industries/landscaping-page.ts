import { industryPage } from './industry-page.tsx';

/** /industries/landscaping: what a Sitewright site includes for a landscaping. */
export const page = industryPage({
  slug: 'landscaping',
  name: 'Landscaping',
  title: 'A landscaping website that grows your client list',
  lead: 'Gardens sell on photos. Your site shows finished designs, separates one-off projects from seasonal maintenance, and collects garden size and photos for an accurate quote.',
  description:
    'Build a landscaping website with a garden portfolio, design and build services, seasonal maintenance plans and a quote form. Free hosting.',
  includes: [
    {
      title: 'Portfolio of gardens',
      text: 'Before-and-after photos of patios, planting schemes and lawns, captioned with the materials used.',
    },
    {
      title: 'Design and build',
      text: 'From planting plans to patios, fencing and drainage: the projects you take on and your typical lead time.',
    },
    {
      title: 'Seasonal maintenance',
      text: 'Mowing, hedge cutting and autumn clear-ups as a plan, with visit frequency and monthly price.',
    },
    {
      title: 'Quote request',
      text: 'A form for garden size, access and what the client wants, with the option to send a photo afterwards.',
    },
  ],
  services: [
    'Garden design and planting',
    'Patios and paving',
    'Lawn care and turfing',
    'Hedge and tree trimming',
    'Fencing and decking',
  ],
  tip: 'Say which months you book design projects for. Spring fills up in winter, and clients who know that book early.',
});
