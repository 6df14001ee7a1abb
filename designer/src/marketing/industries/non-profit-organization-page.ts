import { industryPage } from './industry-page.tsx';

/** /industries/non-profit-organization: what a Sitewright site includes for a non-profit organization. */
export const page = industryPage({
  slug: 'non-profit-organization',
  name: 'Non-profit organization',
  title: 'A non-profit website that turns visitors into supporters',
  lead: 'Donors, volunteers and the people you serve all arrive at the same site. Yours explains your mission in one sentence, shows the impact so far, and gives each visitor a clear way to help.',
  description:
    'Build a non-profit website with your mission, impact figures, programmes, volunteer sign-up, donation link and a newsletter. Free hosting.',
  includes: [
    {
      title: 'Mission and impact',
      text: 'Your mission in one sentence and the numbers behind it: meals served, students tutored, trees planted.',
    },
    {
      title: 'Programmes',
      text: 'Each programme with who it serves, where and how to take part or refer someone.',
    },
    {
      title: 'Donate and volunteer',
      text: 'A prominent link to your donation page and a form for volunteers to say when they can help.',
    },
    {
      title: 'News and newsletter',
      text: 'Articles about recent work and a newsletter sign-up to keep supporters close.',
    },
  ],
  services: [
    'Community food programme',
    'After-school tutoring',
    'Volunteer opportunities',
    'Corporate partnerships',
    'Monthly giving',
  ],
  tip: 'Show what a specific gift does: \u201c$25 feeds a family for a week\u201d. Concrete amounts turn sympathy into donations.',
});
