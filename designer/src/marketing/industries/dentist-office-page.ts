import { industryPage } from './industry-page.tsx';

/** /industries/dentist-office: what a Sitewright site includes for a dentist office. */
export const page = industryPage({
  slug: 'dentist-office',
  name: 'Dentist office',
  title: 'A dental office website that calms nerves and books check-ups',
  lead: 'Patients choose a dentist on trust and convenience: do you take their insurance, are you gentle with anxious patients, can they get seen this week? Your site answers before they pick up the phone.',
  description:
    'Build a dentist office website with treatments, insurance accepted, new-patient information, emergency appointments and online booking. Free hosting.',
  includes: [
    {
      title: 'Treatments explained',
      text: 'Check-ups and hygiene, fillings, crowns, implants and whitening, each in plain language with what to expect in the chair.',
    },
    {
      title: 'Insurance and payment',
      text: 'The insurance plans you accept, payment plans and prices for patients paying themselves.',
    },
    {
      title: 'New patients and nervous patients',
      text: 'What to bring to a first visit and how you look after patients who are anxious about the dentist.',
    },
    {
      title: 'Emergency appointments',
      text: 'A banner telling patients with toothache how to get a same-day appointment, with your phone number.',
    },
  ],
  services: [
    'Check-up and hygienist clean',
    'White fillings',
    'Crowns and bridges',
    'Teeth whitening',
    'Emergency appointments',
  ],
  tip: 'Introduce your hygienists as well as your dentists. Patients see the hygienist more often, and a friendly face on the site lowers the nerves before the first visit.',
});
