import { industryPage } from './industry-page.tsx';

/** /industries/fitness: what a Sitewright site includes for a fitness. */
export const page = industryPage({
  slug: 'fitness',
  name: 'Fitness',
  title: 'A fitness website that gets people through the door',
  lead: 'Whether you run a studio, a boot camp or personal training, new members want the timetable, the price and a first session that feels safe to try. Your site makes that first step easy.',
  description:
    'Build a fitness website for your studio, gym or personal training: class timetable, membership prices, coaches, free trial and booking. Free hosting.',
  includes: [
    {
      title: 'Class timetable',
      text: 'Your weekly schedule of classes with their level and length, easy to read on a phone.',
    },
    {
      title: 'Memberships and packs',
      text: 'Monthly memberships, class packs and personal training rates side by side, with what each includes.',
    },
    {
      title: 'Coaches',
      text: 'A team section with each coach\u2019s qualifications and speciality, from strength to pre- and post-natal training.',
    },
    {
      title: 'Free trial sign-up',
      text: 'A form or scheduling link for a first session, with what to wear and bring.',
    },
  ],
  services: [
    'Personal training (one-to-one)',
    'Small-group strength classes',
    'HIIT and circuit sessions',
    'Mobility and stretching',
    'Nutrition check-ins',
  ],
  tip: 'Show real members, not stock athletes. Beginners join when they see people like them in your photos.',
});
