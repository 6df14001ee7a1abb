import { industryPage } from './industry-page.tsx';

/** /industries/chess-instructor: what a Sitewright site includes for a chess instructor. */
export const page = industryPage({
  slug: 'chess-instructor',
  name: 'Chess instructor',
  title: 'A chess instructor website that fills your lesson calendar',
  lead: 'Parents and adult improvers both look for a coach who matches their level. Your site shows your rating and titles, explains lessons for beginners through tournament players, and books a first lesson.',
  description:
    'Build a chess coaching website with your rating and titles, lesson plans by level, online or in-person options, prices and booking. Free hosting.',
  includes: [
    {
      title: 'Your rating and results',
      text: 'FIDE or national rating, titles and students\u2019 achievements, stated up front where parents look for them.',
    },
    {
      title: 'Lessons by level',
      text: 'Separate paths for beginners learning the rules, club players fixing openings and juniors preparing for tournaments.',
    },
    {
      title: 'Online or in person',
      text: 'Which platform you teach on, where you meet in person, and the school chess clubs you run.',
    },
    {
      title: 'Book a first lesson',
      text: 'A scheduling link or a form that asks the student\u2019s age and rating so you can plan the first session.',
    },
  ],
  services: [
    'One-to-one lessons (60 minutes)',
    'Game analysis of your recent games',
    'Junior tournament preparation',
    'School chess club sessions',
    'Opening repertoire building',
  ],
  tip: 'Offer a short assessment game as the first lesson. It gives you the student\u2019s real level and gives them a concrete plan to come back for.',
});
