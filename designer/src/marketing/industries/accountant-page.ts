import { industryPage } from './industry-page.tsx';

/** /industries/accountant: what a Sitewright site includes for a accountant. */
export const page = industryPage({
  slug: 'accountant',
  name: 'Accountant',
  title: 'An accounting practice website that earns trust before the first call',
  lead: 'Clients choose an accountant they believe will keep them out of trouble. Your site shows your qualifications, the work you take on and your filing deadlines calendar, and lets new clients book a consultation.',
  description:
    'Build a website for your accounting practice: services and fees, credentials, deadline reminders and a consultation request form. Free hosting.',
  includes: [
    {
      title: 'Services by client type',
      text: 'Separate sections for individuals, sole traders and small companies, so a freelancer finds self-assessment help without reading about payroll.',
    },
    {
      title: 'Credentials and memberships',
      text: 'Your professional body, licence numbers and years in practice, shown where prospective clients look before they trust you with their figures.',
    },
    {
      title: 'Consultation request form',
      text: 'A contact form that asks for business type and annual turnover, so you can quote before the first meeting. Export enquiries as a spreadsheet.',
    },
    {
      title: 'Deadlines FAQ',
      text: 'Answers to the questions you hear every spring: filing dates, what records to bring, and how late-filing penalties work.',
    },
  ],
  services: [
    'Personal tax returns',
    'Bookkeeping and VAT returns',
    'Year-end accounts for small companies',
    'Payroll for up to 50 employees',
    'New business set-up and registration',
  ],
  tip: 'Put your fee structure on the site, even as \u201cfrom\u201d prices. Accountants who show a starting price get fewer time-wasting enquiries and more clients who are ready to sign.',
});
