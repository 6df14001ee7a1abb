import {
  createDefaultWebsite,
  type Section,
  type Suggestion,
  type Website,
  website as websiteSchema,
} from '@sitewright/model';
import { createImageFixture, fixtureNow } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { publishedDocument } from '../page/published-document.ts';
import { renderPage, renderSite } from './render-site.ts';
import { pageOf, sharedOrigin } from './testing.ts';

const guaranteePicture = createImageFixture({
  description: 'A plumber fixing a pipe under a sink',
  urls: [{ type: 'regular', url: 'https://images.example.com/guarantee.jpg' }],
});

type Mutable = Record<string, unknown> & { id: string };
const itemsOf = (doc: Website, sectionId: string, list: string) =>
  (doc.sections.find((s) => s.id === sectionId) as unknown as Record<string, Mutable[]>)[list]!;

/**
 * Truthful by construction: Rivera Plumbing's draft as the generator would leave it, with
 * facts the owner has not given marked as suggestions — a credential sentence in the introduction,
 * a price, a whole service promising a guarantee (with the only real picture of the page), a team
 * member's name and a review — plus a price the owner confirmed (no mark) and one they rewrote.
 */
function suggestedDraft(): { doc: Website; marks: Suggestion[] } {
  const doc = createDefaultWebsite({
    id: 'website-plumber',
    userId: 'user-1',
    businessName: 'Rivera Plumbing',
    description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
    location: 'Austin',
    sectionTypes: ['Introduction', 'Services', 'Team', 'CustomerReviews', 'Contact'],
    contact: { phone: '+1 512 555 0199' },
    now: fixtureNow,
  });
  doc.websiteSettings.pageTitle = 'Rivera Plumbing | Same-day guarantee';
  doc.websiteSettings.seoKeywords = 'Rivera Plumbing, same-day guarantee, Austin';
  doc.websiteSettings.businessDescription =
    'Leak repairs, drain cleaning and water heater installs for homes in Austin. Licensed and insured since 2009.';
  const intro = doc.sections.find((s) => s.type === 'Introduction') as Section & { body: string };
  intro.body = 'Leak repairs and drain cleaning in Austin. Licensed and insured since 2009. Call us any day.';
  const services = itemsOf(doc, 'services-1', 'items');
  services[0]!.pricing = 'From $95';
  Object.assign(services[1]!, {
    heading: 'Same-day guarantee',
    paragraph: 'Fixed today or the call-out is free.',
    image: guaranteePicture,
  });
  services[2]!.pricing = '$70 call-out';
  itemsOf(doc, 'team-1', 'members').push({
    id: 'member-1',
    name: 'Carlos Rivera',
    jobTitle: 'Master plumber',
    bio: 'Carlos has led every job since day one.',
    image: null,
  });
  itemsOf(doc, 'customer-reviews-1', 'reviews').push({
    id: 'review-1',
    paragraph: 'They fixed our burst pipe at midnight. Best plumber in Austin!',
    authorName: 'Maria G.',
    authorLocation: 'Hyde Park',
  });
  const mark = (id: string, s: Omit<Suggestion, 'id'>): Suggestion => ({ id, ...s });
  const marks = [
    mark('sg-credential', {
      sectionId: 'introduction-1',
      itemId: null,
      field: 'body',
      text: 'Licensed and insured since 2009.',
      reason: 'credential',
    }),
    mark('sg-price', {
      sectionId: 'services-1',
      itemId: services[0]!.id,
      field: 'pricing',
      text: 'From $95',
      reason: 'price',
    }),
    mark('sg-guarantee', {
      sectionId: 'services-1',
      itemId: services[1]!.id,
      field: 'item',
      text: 'Same-day guarantee',
      reason: 'guarantee',
    }),
    // The owner rewrote this price: the suggested words are gone, so the mark is moot.
    mark('sg-rewritten', {
      sectionId: 'services-1',
      itemId: services[2]!.id,
      field: 'pricing',
      text: 'From $80',
      reason: 'price',
    }),
    mark('sg-name', {
      sectionId: 'team-1',
      itemId: 'member-1',
      field: 'item',
      text: 'Carlos Rivera',
      reason: 'name',
    }),
    mark('sg-review', {
      sectionId: 'customer-reviews-1',
      itemId: 'review-1',
      field: 'item',
      text: 'They fixed our burst pipe at midnight. Best plumber in Austin!',
      reason: 'review',
    }),
  ];
  return { doc: websiteSchema.parse({ ...doc, suggestions: marks }), marks };
}

const leftOutWords = [
  'Licensed and insured',
  'since 2009',
  'From $95',
  'Same-day guarantee',
  'same-day guarantee',
  'Fixed today or the call-out is free.',
  'guarantee.jpg',
  'Carlos',
  'Master plumber',
  'burst pipe',
  'Maria G.',
];

describe('marked suggestions on the published page (truthful by construction)', () => {
  it('publishing leaves every pending suggestion out of the page, its head and its JSON-LD', async () => {
    const { doc } = suggestedDraft();
    const site = await renderSite(doc, sharedOrigin);
    const html = pageOf(site);
    for (const words of leftOutWords) expect(html).not.toContain(words);
    const everyFile = site.files.map((f) => new TextDecoder().decode(f.contents)).join('\n');
    for (const words of leftOutWords) expect(everyFile).not.toContain(words);
    // What stays: the rest of the introduction, the confirmed and the rewritten prices.
    expect(html).toContain('Leak repairs and drain cleaning in Austin. Call us any day.');
    expect(html).toContain('$70 call-out');
    expect(html).toContain('<h3 class="sw-services__name">Consultation</h3>');
    // The head: title, description and keywords without the suggested phrases.
    expect(html).toContain('<title>Rivera Plumbing</title>');
    expect(html).toContain(
      '<meta name="description" content="Leak repairs, drain cleaning and water heater installs for homes in Austin."/>',
    );
    expect(html).toContain('<meta name="keywords" content="Rivera Plumbing, Austin"/>');
    // The guarantee service held the page's only picture: no Open Graph or JSON-LD image either.
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('"image"');
  });

  it('a Team and a Customer Reviews list emptied by it are left out with their menu links', async () => {
    const html = pageOf(await renderSite(suggestedDraft().doc, sharedOrigin));
    expect(html).not.toContain('Meet the team');
    expect(html).not.toContain('What our customers say');
    expect(html).not.toContain('href="#team-1"');
    expect(html).not.toContain('href="#customer-reviews-1"');
    expect(html).not.toContain('>Reviews</a>');
    expect(html).toContain('href="#services-1"');
  });

  it('says which suggestions it left out, in the draft order; a rewritten one is not among them', () => {
    const { doc } = suggestedDraft();
    const published = publishedDocument(doc);
    expect(published.suggestionsLeftOut.map((s) => s.id)).toEqual([
      'sg-credential',
      'sg-price',
      'sg-guarantee',
      'sg-name',
      'sg-review',
    ]);
    expect(published.standIns).toBe(0);
    expect(published.website.suggestions).toBeUndefined();
    expect(published.website.sections.map((s) => s.type)).toEqual([
      'Header',
      'Introduction',
      'Services',
      'Contact',
      'Footer',
    ]);
  });

  it('keeps what the owner confirmed: without the marks every word is published', async () => {
    const { doc } = suggestedDraft();
    const confirmed: Website = { ...doc, suggestions: [] };
    const html = pageOf(await renderSite(confirmed, sharedOrigin));
    expect(html).toContain('Licensed and insured since 2009.');
    expect(html).toContain('From $95');
    expect(html).toContain('Same-day guarantee');
    expect(html).toContain('Carlos Rivera');
    expect(html).toContain('They fixed our burst pipe at midnight.');
    expect(html).toContain('<title>Rivera Plumbing | Same-day guarantee</title>');
    expect(html).toContain('https://images.example.com/guarantee.jpg');
    expect(publishedDocument(confirmed).suggestionsLeftOut).toEqual([]);
  });

  it('the preview keeps every suggestion, so the owner sees what to confirm', () => {
    const html = renderPage(suggestedDraft().doc, { ...sharedOrigin, mode: 'preview' });
    for (const words of [
      'Licensed and insured since 2009.',
      'From $95',
      'Same-day guarantee',
      'Carlos Rivera',
    ]) {
      expect(html).toContain(words);
    }
    expect(html).toContain('>What our customers say</h2>');
  });

  it('a draft without suggestions is published as it is', () => {
    const { doc } = suggestedDraft();
    const { suggestions: _none, ...plain } = doc;
    expect(publishedDocument(plain).website).toBe(plain);
    expect(publishedDocument({ ...plain, suggestions: [] }).suggestionsLeftOut).toEqual([]);
  });
});
