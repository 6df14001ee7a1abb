import { industryPage } from './industry-page.tsx';

/** /industries/medical-clinic: what a Sitewright site includes for a medical clinic. */
export const page = industryPage({
  slug: 'medical-clinic',
  name: 'Medical clinic',
  title: 'A medical clinic website patients can rely on',
  lead: 'Patients need to know quickly whether you can see them, for what, and when. Your site states your services, hours, walk-in policy and insurance, and tells them what to do in an emergency.',
  description:
    'Build a medical clinic website with services, clinicians, opening hours, walk-in and appointment policy, insurance accepted and directions. Free hosting.',
  includes: [
    {
      title: 'Services and conditions treated',
      text: 'Primary care, vaccinations, minor injuries and health checks, each described in plain language.',
    },
    {
      title: 'Clinicians',
      text: 'A team section with each doctor\u2019s and nurse\u2019s qualifications, languages spoken and clinic days.',
    },
    {
      title: 'Hours, walk-ins and appointments',
      text: 'When you take walk-ins, how to book, and a clear note to call emergency services for emergencies.',
    },
    {
      title: 'Insurance and fees',
      text: 'Insurance plans accepted and prices for self-paying patients, so nobody is surprised at the desk.',
    },
  ],
  services: [
    'General consultations',
    'Vaccinations and travel health',
    'Minor injury treatment',
    'Health checks and screenings',
    'Repeat prescriptions',
  ],
  tip: 'Put the languages your clinicians speak on the site. For many patients it is the deciding reason to choose a clinic.',
});
