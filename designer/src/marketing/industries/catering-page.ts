import { industryPage } from './industry-page.tsx';

/** /industries/catering: what a Sitewright site includes for a catering. */
export const page = industryPage({
  slug: 'catering',
  name: 'Catering',
  title: 'A catering website that turns tastings into bookings',
  lead: 'Someone planning a wedding or a company lunch wants sample menus, a price per head and proof you can handle their headcount. Your site gives them all three and collects the event details you need to quote.',
  description:
    'Build a catering website with sample menus, prices per head, event types, dietary options and an event enquiry form. Free hosting.',
  includes: [
    {
      title: 'Sample menus',
      text: 'Canap\u00e9s, buffet, plated dinners and boxed lunches, each with a price per head and the minimum number of guests.',
    },
    {
      title: 'Events you cater',
      text: 'Weddings, corporate lunches, birthdays and funerals, with the largest party you have served.',
    },
    {
      title: 'Dietary needs handled',
      text: 'Vegetarian, vegan, halal, gluten-free and allergy-safe options stated plainly, because planners check this first.',
    },
    {
      title: 'Event enquiry form',
      text: 'A form asking for date, venue, guest count and service style, so your first reply can include a quote.',
    },
  ],
  services: [
    'Wedding receptions',
    'Corporate breakfasts and lunches',
    'Canap\u00e9 and drinks receptions',
    'Grazing tables',
    'Private chef dinners',
  ],
  tip: 'Say how far ahead people should book for a Saturday in June. Stating your lead time filters out panic requests you cannot take and makes early bookers act.',
});
