import { industryPage } from './industry-page.tsx';

/** /industries/book-store: what a Sitewright site includes for a book store. */
export const page = industryPage({
  slug: 'book-store',
  name: 'Book store',
  title: 'A book store website readers come back to',
  lead: 'An independent bookshop sells what a big retailer cannot: taste, events and a place to linger. Your site shows this week\u2019s staff picks, upcoming readings and how to order a book you cannot find.',
  description:
    'Build a book store website with staff picks, author events, special orders, opening hours and a newsletter for new arrivals. Free hosting.',
  includes: [
    {
      title: 'Staff picks',
      text: 'A gallery of covers with a line from the bookseller who loved each one: the reason people walk in.',
    },
    {
      title: 'Events calendar',
      text: 'Author readings, book clubs and children\u2019s story time, each as an article with date and whether to reserve a seat.',
    },
    {
      title: 'Special orders',
      text: 'A form where readers ask for any book in print, with how long orders usually take to arrive.',
    },
    {
      title: 'New arrivals newsletter',
      text: 'A newsletter sign-up so regulars hear about signed copies and new releases first.',
    },
  ],
  services: [
    'Special orders of any book in print',
    'Monthly book club',
    'Gift cards and wrapping',
    'School and library orders',
    'Second-hand book buying',
  ],
  tip: 'Write your staff picks in the first person. \u201cI read this in one sitting\u201d from a named bookseller outsells a publisher\u2019s blurb every time.',
});
