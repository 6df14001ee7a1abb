import {
  type CustomerReviewsSection,
  type SectionType,
  sectionDefinitions,
  sectionsWithoutSuggestions,
  type TeamSection,
  website,
} from '@sitewright/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiGenerator } from '../openai/openai-generator.ts';
import {
  inventingWebsiteAnswer,
  type OpenAiStub,
  startOpenAiStub,
  websiteCreationReplies,
} from '../testing/index.ts';
import { generateWebsite } from './generate-website.ts';

/**
 * The OpenAI path keeps the same rules: the real SDK against the local Chat Completions
 * server, answering copy that invents a price, a name, credentials, years, a guarantee, a
 * testimonial, sample reviews and a team member.
 */
describe('website creation on the OpenAI path: invented facts become marked suggestions', () => {
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub();
  });
  afterAll(() => stub?.close());
  beforeEach(async () => {
    stub.reset();
    stub.fallback = websiteCreationReplies(await inventingWebsiteAnswer());
  });

  /** Every section the onboarding offers, so Team, FAQ and the Text Banner are on the page. */
  const sections = (Object.keys(sectionDefinitions) as SectionType[]).filter(
    (t) => !sectionDefinitions[t].hiddenInOnboarding,
  );
  const answers = {
    sections,
    businessName: 'Rivera Plumbing',
    description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
    location: 'Austin, TX',
    contact: { phone: '(512) 555-0150' },
  };
  const create = (overrides: Record<string, unknown> = {}) =>
    generateWebsite(
      { ...answers, ...overrides },
      { generator: new OpenAiGenerator({ apiKey: 'sk-test', baseUrl: stub.baseUrl, maxRetries: 0 }) },
      { userId: 'owner-1', websiteId: 'site-1' },
    );

  it('the prompt carries the owner’s facts and the rules', async () => {
    await create({ services: ['Leak repairs', 'Drain cleaning'], serviceArea: ['Round Rock'] });
    const request = stub.requests.find((r) => r.body.response_format?.json_schema.name === 'website_copy')!;
    const prompt = request.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Rivera Plumbing');
    expect(prompt).toContain('Leak repairs, drain cleaning and water heater installs for homes in Austin.');
    expect(prompt).toContain('Services: Leak repairs; Drain cleaning');
    expect(prompt).toContain('Serving Round Rock');
    expect(prompt).toContain('Use only the facts in the brief');
    expect(prompt).toMatch(
      /Never state a price .*a person’s name, a review or testimonial, a number of years/,
    );
    expect(prompt).toContain('Leave every pricing field an empty string unless the brief gives that price');
  });

  it('price, name, credentials, guarantee and testimonial are marked; no AI review or team member is in the draft', async () => {
    const { website: draft } = await create();
    expect(website.safeParse(draft).success).toBe(true);
    const marks = (draft.suggestions ?? []).map(({ field, text, reason, itemId }) => ({
      field,
      text,
      reason,
      item: itemId !== null,
    }));
    expect(marks).toContainEqual({ field: 'pricing', text: 'From $150', reason: 'price', item: true });
    expect(marks).toContainEqual({
      field: 'body',
      text: 'Ask for Maria, our owner.',
      reason: 'name',
      item: false,
    });
    expect(marks).toContainEqual({
      field: 'subordinate',
      text: 'Licensed and insured, 20 years of experience.',
      reason: 'years',
      item: false,
    });
    expect(marks).toContainEqual({
      field: 'item',
      text: 'Do you guarantee your work?',
      reason: 'guarantee',
      item: true,
    });
    expect(marks).toContainEqual({
      field: 'body',
      text: '“Best plumber in Austin, fixed our leak in an hour!” – Dave R.',
      reason: 'review',
      item: false,
    });
    const reviews = draft.sections.find((s): s is CustomerReviewsSection => s.type === 'CustomerReviews');
    const team = draft.sections.find((s): s is TeamSection => s.type === 'Team');
    expect(reviews?.reviews).toEqual([]);
    expect(team?.members).toEqual([]);
  });

  it('the page as published states none of them, and neither do the settings', async () => {
    const { website: draft } = await create();
    const stated = JSON.stringify({
      sections: sectionsWithoutSuggestions(draft.sections, draft.suggestions).sections,
      settings: draft.websiteSettings,
    });
    for (const claim of [
      '$150',
      'Maria',
      'Licensed',
      'insured',
      '20 years',
      'guarantee',
      'Dave R.',
      'Jennifer',
      'Mike T.',
    ]) {
      expect(stated).not.toContain(claim);
    }
    expect(stated).toContain('Rivera Plumbing fixes leaks and clears drains across Austin.');
    expect(stated).toContain('(512) 555-0150');
  });

  it('what the owner said themselves is stated, not marked', async () => {
    const { website: draft } = await create({
      description:
        'Licensed and insured plumbers with 20 years of experience in Austin. Drain cleaning from $150.',
    });
    const texts = (draft.suggestions ?? []).map((s) => s.text);
    expect(texts).not.toContain('Licensed and insured, 20 years of experience.');
    expect(texts).not.toContain('From $150');
    expect(texts).toContain('Ask for Maria, our owner.');
  });
});
