import {
  inventingWebsiteAnswer,
  type OpenAiStub,
  startOpenAiStub,
  websiteCreationReplies,
} from '@sitewright/generator/testing';
import type { CustomerReviewsSection, Suggestion, TeamSection, Website } from '@sitewright/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, startAppHarness, type User } from './support/app-harness.ts';

/** Every section the onboarding offers, so Team, FAQ, the Text Banner and Customer Reviews are on. */
const sections = [
  'Header',
  'Introduction',
  'Services',
  'Gallery',
  'TextBanner',
  'Team',
  'CustomerReviews',
  'FAQ',
  'Contact',
  'Footer',
];

const answers = {
  businessName: 'Rivera Plumbing',
  description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
  location: 'Austin, TX',
  contact: { phone: '(512) 555-0150' },
  sections,
};

/**
 * The target: "The OpenAI path, against the local Chat Completions server, with answers
 * that invent prices, names and credentials: caught, marked as suggestions, never published."
 * The app runs with OPENAI_API_KEY and OPENAI_BASE_URL set (the real SDK against the local stub),
 * creates the draft over HTTP and publishes it with the in-process runner and the sites server.
 */
describe('the OpenAI path: invented facts are marked and never published', { timeout: 60_000 }, () => {
  let stub: OpenAiStub;
  let h: AppHarness;
  let owner: User;
  beforeAll(async () => {
    stub = await startOpenAiStub();
    stub.fallback = websiteCreationReplies(await inventingWebsiteAnswer());
    h = await startAppHarness({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.baseUrl, OPENAI_MODEL: 'stub-model' },
    });
    owner = await h.signIn('owner');
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await stub?.close();
  }, 60_000);

  async function published(websiteId: string, handle: string): Promise<string> {
    const accepted = await h.call('POST', `/api/websites/${websiteId}/publish`, owner, { handle });
    expect(accepted.status).toBe(202);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { body } = await h.call(
        'GET',
        `/api/websites/${websiteId}/publish/${accepted.body.requestId}`,
        owner,
      );
      if (body.state === 'succeeded') return (await fetch(body.liveUrl)).text();
      if (body.state === 'failed') throw new Error(`publish failed: ${JSON.stringify(body.error)}`);
      if (Date.now() > deadline) throw new Error(`publish still ${body.state}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('the created draft carries the invented price, name, credentials and testimonial as suggestions, and no AI review', async () => {
    const created = await h.call('POST', '/api/websites', owner, answers);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(stub.requests.some((r) => r.body.response_format?.json_schema.name === 'website_copy')).toBe(true);
    const doc = created.body.document as Website;
    const marks = (doc.suggestions ?? []).map((s: Suggestion) => [s.field, s.text, s.reason]);
    expect(marks).toContainEqual(['pricing', 'From $150', 'price']);
    expect(marks).toContainEqual(['body', 'Ask for Maria, our owner.', 'name']);
    expect(marks).toContainEqual(['subordinate', 'Licensed and insured, 20 years of experience.', 'years']);
    expect(marks).toContainEqual(['item', 'Do you guarantee your work?', 'guarantee']);
    expect(marks).toContainEqual([
      'body',
      '“Best plumber in Austin, fixed our leak in an hour!” – Dave R.',
      'review',
    ]);
    // The sample reviews and the team member the answer carried are not in the draft at all.
    const reviews = doc.sections.find((s): s is CustomerReviewsSection => s.type === 'CustomerReviews');
    const team = doc.sections.find((s): s is TeamSection => s.type === 'Team');
    expect(reviews?.reviews).toEqual([]);
    expect(team?.members).toEqual([]);
    // Saved as created: reading the draft back gives the same marks.
    const read = await h.call('GET', `/api/websites/${doc.id}`, owner);
    expect(read.body.document.suggestions).toEqual(doc.suggestions);
  });

  it('the visitor page states none of them; it states what the owner gave', async () => {
    const created = await h.call('POST', '/api/websites', owner, answers);
    expect(created.status).toBe(201);
    const handle = `rivera-${Date.now().toString(36)}`;
    const html = await published(created.body.id, handle);
    for (const invented of [
      '$150',
      'Maria',
      'Licensed',
      'insured',
      '20 years',
      'guarantee',
      'Best plumber in Austin',
      'Dave R.',
      'Jennifer K.',
      'Mike T.',
    ]) {
      expect(html, invented).not.toContain(invented);
    }
    expect(html).toContain('Rivera Plumbing fixes leaks and clears drains across Austin.');
    expect(html).toContain('href="tel:');
  });
});
