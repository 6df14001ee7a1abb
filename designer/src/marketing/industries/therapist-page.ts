import { industryPage } from './industry-page.tsx';

/** /industries/therapist: what a Sitewright site includes for a therapist. */
export const page = industryPage({
  slug: 'therapist',
  name: 'Therapist',
  title: 'A therapist website that makes the first step easier',
  lead: 'Reaching out to a therapist takes courage. Your site helps by explaining your approach in warm, plain language, saying who you work with, and making it simple to book a first conversation.',
  description:
    'Build a therapist website with your approach, areas you help with, qualifications, fees, online sessions and a confidential enquiry form. Free hosting.',
  includes: [
    {
      title: 'Your approach',
      text: 'CBT, person-centred or psychodynamic: what your way of working feels like from the client\u2019s chair.',
    },
    {
      title: 'What you help with',
      text: 'Anxiety, depression, grief, relationships, trauma: the areas you are trained and experienced in.',
    },
    {
      title: 'Fees and practicalities',
      text: 'Session length and fees, sliding-scale places, online or in-person sessions and your cancellation policy.',
    },
    {
      title: 'A confidential first contact',
      text: 'A short enquiry form and a note on confidentiality, for people who would rather write than call.',
    },
  ],
  services: [
    'Individual therapy (50 minutes)',
    'Couples therapy',
    'Online video sessions',
    'Free 15-minute introductory call',
    'Sliding-scale places',
  ],
  tip: 'Offer a short free introductory call. The fit between client and therapist matters most, and a call lets both of you check it.',
});
