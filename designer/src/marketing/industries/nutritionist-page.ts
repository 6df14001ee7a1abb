import { industryPage } from './industry-page.tsx';

/** /industries/nutritionist: what a Sitewright site includes for a nutritionist. */
export const page = industryPage({
  slug: 'nutritionist',
  name: 'Nutritionist',
  title: 'A nutritionist website that starts healthier conversations',
  lead: 'Clients come to a nutritionist with a goal: managing a condition, performance, or a healthier relationship with food. Your site shows your qualifications, how you work and how the first consultation runs.',
  description:
    'Build a nutritionist website with your qualifications, areas of practice, consultation packages, online sessions and booking. Free hosting.',
  includes: [
    {
      title: 'Qualifications and registration',
      text: 'Your degree, registration body and the conditions you are trained to advise on.',
    },
    {
      title: 'Areas of practice',
      text: 'Gut health, sports nutrition, weight management, diabetes: what you specialise in and what you refer on.',
    },
    {
      title: 'Consultation packages',
      text: 'Initial assessment and follow-up packages with their length, price and what the plan includes.',
    },
    {
      title: 'Book a first consultation',
      text: 'A scheduling link, with what to prepare: a food diary and any recent test results.',
    },
  ],
  services: [
    'Initial nutrition assessment',
    'Follow-up consultations',
    'Sports nutrition plans',
    'Gut health programmes',
    'Online video sessions',
  ],
  tip: 'Say clearly what you do not do, such as diagnosing conditions or prescribing supplements. It builds trust and sends the right clients your way.',
});
