import { industryPage } from './industry-page.tsx';

/** /industries/pest-control: what a Sitewright site includes for a pest control. */
export const page = industryPage({
  slug: 'pest-control',
  name: 'Pest control',
  title: 'A pest control website that answers the panic search',
  lead: 'Nobody plans to need pest control. When they find droppings or a wasp nest, they want a fast, safe, discreet fix. Your site names the pests you treat, how soon you can come and whether it is safe for children and pets.',
  description:
    'Build a pest control website with pests treated, same-day call-outs, treatment safety for children and pets, guarantees and booking. Free hosting.',
  includes: [
    {
      title: 'Pests you treat',
      text: 'Mice, rats, wasps, bed bugs, cockroaches and ants, each with how treatment works and how many visits it takes.',
    },
    {
      title: 'Safety for children and pets',
      text: 'Which products you use and how long before people and pets can return to a treated room.',
    },
    { title: 'Guarantees', text: 'What happens if the problem comes back, stated in one sentence.' },
    {
      title: 'Same-day call-outs',
      text: 'A banner with your response time and phone number, plus unmarked vans for discreet visits.',
    },
  ],
  services: [
    'Rodent control',
    'Wasp and hornet nest removal',
    'Bed bug heat treatment',
    'Cockroach treatment',
    'Commercial pest prevention contracts',
  ],
  tip: 'Mention unmarked vehicles if you use them. Discretion matters to restaurants and to homeowners who would rather the neighbours did not know.',
});
