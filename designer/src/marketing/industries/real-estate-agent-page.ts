import { industryPage } from './industry-page.tsx';

/** /industries/real-estate-agent: what a Sitewright site includes for a real estate agent. */
export const page = industryPage({
  slug: 'real-estate-agent',
  name: 'Real estate agent',
  title: 'A real estate agent website that wins listings',
  lead: 'Sellers choose the agent who knows their neighbourhood and sells fastest; buyers want to see homes and get answers. Your site shows your results, your listings and an easy home valuation request.',
  description:
    'Build a real estate agent website with current listings, recent sales, neighbourhoods you cover, a home valuation form and reviews. Free hosting.',
  includes: [
    {
      title: 'Current listings',
      text: 'A gallery of homes for sale with price, bedrooms and a short description, each linking to the full listing.',
    },
    {
      title: 'Recent sales and results',
      text: 'Homes you sold, days on market and how close to asking: the numbers sellers compare.',
    },
    {
      title: 'Neighbourhoods you know',
      text: 'Articles on the areas you cover: schools, transport and what homes sell for.',
    },
    {
      title: 'Free valuation request',
      text: 'A form for the property address and the owner\u2019s timeline, so you can prepare a market appraisal.',
    },
  ],
  services: [
    'Market appraisals',
    'Selling and listing homes',
    'Buyer representation',
    'Property marketing and photography',
    'First-time buyer guidance',
  ],
  tip: 'Lead with your local sales record rather than your personal story. Sellers hire the agent with proof of results on their street.',
});
