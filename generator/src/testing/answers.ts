import { fontPairs } from '@sitewright/model';
import type { HeadingsCopy, ReviewCopy } from '../copy/copy-shapes.ts';
import type { WebsiteAnswer } from '../copy/website-copy-spec.ts';
import { OfflineGenerator } from '../offline/offline-generator.ts';
import { jsonReply, type StubReply, type StubRequest } from './openai-stub-server.ts';

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

/**
 * A page's copy as a model that ignores the rules might write it for Rivera Plumbing in Austin: an
 * invented price ("From $150"), owner's name ("Ask for Maria, our owner."), credentials and years
 * ("Licensed and insured, 20 years of experience."), a guarantee, a testimonial, and sample
 * reviews and team members it was not asked for. The rest is the offline generator's plumber copy.
 */
export async function inventingWebsiteAnswer(): Promise<WebsiteAnswer> {
  const copy = await new OfflineGenerator().websiteCopy(
    {
      businessName: 'Rivera Plumbing',
      location: 'Austin, TX',
      activities: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
    },
    { services: 6, faq: 6, reviews: 0, team: 0, quotes: 1, article: true },
  );
  const [first, ...services] = copy.services;
  const [, ...faq] = copy.faq;
  return {
    headings: {
      ...copy.headings,
      introBody: 'Rivera Plumbing fixes leaks and clears drains across Austin. Ask for Maria, our owner.',
      contactBody: '“Best plumber in Austin, fixed our leak in an hour!” – Dave R. Tell us what you need.',
    },
    about: {
      about:
        'Licensed and insured, 20 years of experience. We fix leaks, clear drains and fit water heaters for homes across Austin.',
    },
    services: { items: [{ ...first!, pricing: 'From $150' }, ...services] },
    faq: {
      items: [
        {
          question: 'Do you guarantee your work?',
          answer: 'Every job comes with our 100% satisfaction guarantee.',
        },
        ...faq,
      ],
    },
    reviews: {
      reviews: [
        {
          paragraph: 'Maria fixed our burst pipe on a Sunday and charged a fair price.',
          authorName: 'Jennifer K.',
          authorLocation: 'Austin',
        },
        {
          paragraph: 'Fast, tidy and friendly. Our water heater works again.',
          authorName: 'Mike T.',
          authorLocation: 'Austin',
        },
      ],
    },
    team: { members: [{ name: 'Maria Rivera', jobTitle: 'Owner', bio: 'Master plumber for 20 years.' }] },
    quotes: { quotes: copy.quotes },
    article: copy.article!,
  };
}

/**
 * A stub fallback for website creation: the page answer for `website_copy`, a font order, and
 * eight AA palettes, so one creation is answered whatever order the calls come in.
 */
export function websiteCreationReplies(page: WebsiteAnswer): (request: StubRequest) => StubReply {
  const palette = (i: number) => ({
    name: `Harbour ${i + 1}`,
    colors: {
      backgroundColor: `#FFFFF${i}`,
      primaryTextColor: '#1F2933',
      secondaryTextColor: '#3E4C59',
      buttonBackgroundColor: '#0B4F6C',
      buttonTextColor: '#FFFFFF',
      buttonBackgroundHoverColor: '#093F57',
      buttonBackgroundPressedColor: '#072F41',
    },
  });
  return (request) => {
    const name = request.body.response_format?.json_schema.name;
    if (name === 'website_copy') return jsonReply(page);
    if (name === 'font_pairs') return jsonReply({ order: fontPairs.map((p) => p.name) });
    if (name === 'color_palettes')
      return jsonReply({ palettes: Array.from({ length: 8 }, (_, i) => palette(i)) });
    return { status: 500, headers: { 'retry-after-ms': '1' } };
  };
}
