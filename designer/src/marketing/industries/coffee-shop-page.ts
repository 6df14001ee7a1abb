import { industryPage } from './industry-page.tsx';

/** /industries/coffee-shop: what a Sitewright site includes for a coffee shop. */
export const page = industryPage({
  slug: 'coffee-shop',
  name: 'Coffee shop',
  title: 'A coffee shop website as welcoming as your counter',
  lead: 'People look up a caf\u00e9 on their phone a few streets away: are you open, do you have oat milk, is there room to work? Your site answers at a glance and shows the place through its photos.',
  description:
    'Build a coffee shop website with your menu, opening hours, beans you serve, photos of the space and a newsletter. Free hosting.',
  includes: [
    {
      title: 'Menu and prices',
      text: 'Espresso drinks, filter, tea and the food counter, with the milks and syrups you offer.',
    },
    {
      title: 'Hours and where to find you',
      text: 'Opening hours and the address in the header and footer, with a map link for the phone in someone\u2019s hand.',
    },
    {
      title: 'The beans you serve',
      text: 'A short article on your roaster and the current single origin, for the customers who care.',
    },
    {
      title: 'Photos of the space',
      text: 'A gallery of the window seats, the latte art and the pastry case, so people know the feel before they arrive.',
    },
  ],
  services: [
    'Espresso and milk drinks',
    'Batch brew and pour-over',
    'Pastries baked every morning',
    'Beans to take home',
    'Private hire for small events',
  ],
  tip: 'Say whether laptops are welcome and when. Remote workers plan their day around it, and a clear rule avoids awkward moments at lunch.',
});
