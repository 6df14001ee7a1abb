import type { HeadingsCopy, ReviewCopy } from '../copy/copy-shapes.ts';
import type { WebsiteAnswer } from '../copy/website-copy-spec.ts';
import { OfflineGenerator } from '../offline/offline-generator.ts';

/** Good answers for the OpenAI stub, as a well-behaved model would write them. */
export const goodNames = [
  'Riverside Plumbing Co.',
  'Leeds Leak Masters',
  'Pipeline Pros',
  'Brennan & Sons Plumbing',
  'Clearflow Plumbing',
  'Copper Pipe Services',
  'Northgate Plumbing',
  'True Level Plumbing',
  'Aire Valley Plumbers',
  'Drip Stop Plumbing',
  'Keystone Plumbing & Heating',
  'Blue Tap Plumbing',
];

export const goodHeadings: HeadingsCopy = {
  introHeadline: 'Fast, tidy plumbing repairs',
  introBody:
    'Riverside Plumbing fixes leaks, boilers and blocked drains across Leeds, with clear prices before we start.',
  primaryCta: 'Book a plumber',
  servicesHeading: 'Plumbing services',
  galleryHeading: 'Recent jobs',
  reviewsHeading: 'What customers say',
  teamHeading: 'Our plumbers',
  faqHeading: 'Plumbing questions',
  contactTitle: 'Book a plumber',
  contactBody: 'Tell us what is leaking and we will call back within the hour.',
  bannerText: 'Leaks fixed, boilers running',
  newsletterHeading: 'Seasonal plumbing tips',
  newsletterBody: 'Tips to prevent frozen pipes and boiler breakdowns, twice a year.',
  schedulingHeading: 'Book a visit',
  schedulingBody: 'Pick a time that suits you and we will confirm by text.',
};

/** A review of 6 sentences and about 700 characters: over both §5 (4 sentences) and §9 (640). */
export const overlongReview: ReviewCopy = {
  paragraph: [
    'Our kitchen tap had been dripping for weeks and the cupboard underneath was starting to smell of damp.',
    'Riverside Plumbing came out the same afternoon, found a perished washer and a loose compression fitting, and fixed both in under an hour.',
    'The plumber explained what had gone wrong, showed us the old parts and cleaned up completely before leaving.',
    'The price was exactly what we were quoted on the phone, with no call-out surprises added at the end.',
    'We have since had them back to service the boiler before winter and they were just as careful and polite.',
    'I would not hesitate to recommend them to anyone in Leeds who wants honest plumbing done properly.',
  ].join(' '),
  authorName: 'Maria G.',
  authorLocation: 'Leeds',
};

/** A page's copy in the nested answer shape, written by the offline generator for `industry`. */
export async function goodWebsiteAnswer(): Promise<WebsiteAnswer> {
  const copy = await new OfflineGenerator().websiteCopy(
    { businessName: 'Riverside Plumbing', location: 'Leeds, UK', industry: 'heating-and-cooling' },
    { services: 6, faq: 6, reviews: 3, team: 3, quotes: 1, article: true },
  );
  return {
    headings: copy.headings,
    about: { about: copy.about },
    services: { items: copy.services },
    faq: { items: copy.faq },
    reviews: { reviews: copy.reviews },
    team: { members: copy.team },
    quotes: { quotes: copy.quotes },
    article: copy.article!,
  };
}
