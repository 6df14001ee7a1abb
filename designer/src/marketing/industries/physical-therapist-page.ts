import { industryPage } from './industry-page.tsx';

/** /industries/physical-therapist: what a Sitewright site includes for a physical therapist. */
export const page = industryPage({
  slug: 'physical-therapist',
  name: 'Physical therapist',
  title: 'A physical therapy website that gets patients moving',
  lead: 'Patients arrive in pain and want to know you treat their problem and how long recovery takes. Your site explains conditions you treat, what a first assessment involves, and how to book.',
  description:
    'Build a physical therapy website with conditions treated, your assessment process, clinicians, insurance and online booking. Free hosting.',
  includes: [
    {
      title: 'Conditions treated',
      text: 'Back and neck pain, sports injuries, post-surgery rehabilitation and more, each described in plain words.',
    },
    {
      title: 'The first assessment',
      text: 'How long it lasts, what to wear, and how the treatment plan is agreed.',
    },
    {
      title: 'Clinicians and specialities',
      text: 'Each therapist\u2019s qualifications and focus, from sports rehab to women\u2019s health.',
    },
    {
      title: 'Insurance and self-referral',
      text: 'Insurers you work with, prices for self-paying patients, and whether a referral is needed.',
    },
  ],
  services: [
    'Initial assessment and treatment',
    'Sports injury rehabilitation',
    'Post-operative rehabilitation',
    'Sports massage',
    'Home exercise programmes',
  ],
  tip: 'Tell patients what to wear to the first appointment. It is a small detail that signals a well-run clinic and saves an awkward start.',
});
