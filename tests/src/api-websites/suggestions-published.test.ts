import type { Section, Suggestion, Website } from '@sitewright/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, startAppHarness, type User } from './support/app-harness.ts';

const answers = {
  businessName: 'Rivera Plumbing',
  description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
  location: 'Austin, TX',
  contact: { phone: '+1 512 555 0199' },
  services: ['Leak repair', 'Drain cleaning', 'Water heater installation'],
};

const credential = 'Licensed and insured since 2009.';
const review = 'They fixed our burst pipe at midnight. Best plumber in Austin!';
const price = 'From $95';

/**
 * "Truthful by construction", through the real pipeline: a draft saved with marked
 * suggestions keeps them (`PUT /draft`, `GET`), the in-process publish runner renders the saved
 * draft, and the page a visitor gets leaves out every pending suggestion and shows every confirmed one.
 */
describe('marked suggestions saved, published and confirmed over HTTP', { timeout: 60_000 }, () => {
  let h: AppHarness;
  let owner: User;
  beforeAll(async () => {
    h = await startAppHarness();
    owner = await h.signIn('owner');
  }, 60_000);
  afterAll(() => h?.close(), 60_000);

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

  async function save(doc: Website, baseVersion: number): Promise<number> {
    const saved = await h.call('PUT', `/api/websites/${doc.id}/draft`, owner, { document: doc, baseVersion });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.version as number;
  }

  it('a pending suggestion is left out of the visitor page, a confirmed one is published', async () => {
    const created = await h.call('POST', '/api/websites', owner, answers);
    expect(created.status).toBe(201);
    const doc = structuredClone(created.body.document) as Website;
    const intro = doc.sections.find((s) => s.type === 'Introduction') as Section & { body: string };
    intro.body = `Leak repairs and drain cleaning across Austin. ${credential}`;
    const services = doc.sections.find((s) => s.type === 'Services') as Section & {
      items: { id: string; pricing: string }[];
    };
    services.items[0]!.pricing = price;
    // A review the generator wrote: pending, as every generated review stays until a customer's words replace it.
    const reviewItem = {
      id: 'review-suggested',
      paragraph: review,
      authorName: 'Maria G.',
      authorLocation: '',
    };
    let reviews = doc.sections.find((s) => s.type === 'CustomerReviews');
    if (reviews?.type === 'CustomerReviews') reviews.reviews = [reviewItem];
    else {
      reviews = {
        id: 'customer-reviews-suggested',
        type: 'CustomerReviews',
        heading: 'What our customers say',
        reviews: [reviewItem],
      };
      doc.sections.splice(doc.sections.length - 1, 0, reviews);
    }
    const marks: Suggestion[] = [
      {
        id: 'sg-credential',
        sectionId: intro.id,
        itemId: null,
        field: 'body',
        text: credential,
        reason: 'credential',
      },
      {
        id: 'sg-review',
        sectionId: reviews.id,
        itemId: 'review-suggested',
        field: 'item',
        text: review,
        reason: 'review',
      },
    ];
    // The price was suggested too and the owner confirmed it: its mark is gone from the draft.
    doc.suggestions = marks;
    let version = await save(doc, created.body.version);

    const stored = await h.call('GET', `/api/websites/${doc.id}`, owner);
    expect(stored.body.document.suggestions).toEqual(marks);

    const handle = `rivera-${Date.now().toString(36)}`;
    let page = await published(doc.id, handle);
    expect(page).toContain('Leak repairs and drain cleaning across Austin.');
    expect(page).not.toContain('Licensed and insured');
    expect(page).not.toContain('They fixed our burst pipe');
    expect(page).not.toContain('Maria G.');
    expect(page).not.toContain('sw-customer-reviews');
    expect(page).toContain(`<p class="sw-services__price">${price}</p>`);

    // The owner confirms the credential (its mark removed) and publishes again.
    const current = (await h.call('GET', `/api/websites/${doc.id}`, owner)).body;
    const confirmed = { ...(current.document as Website), suggestions: [marks[1]!] };
    version = await save(confirmed, current.version);
    expect(version).toBe(current.version + 1);
    page = await published(doc.id, handle);
    expect(page).toContain(`Leak repairs and drain cleaning across Austin. ${credential}`);
    expect(page).not.toContain('They fixed our burst pipe');
  });

  it('a suggestion that breaks the model rules is refused with 400', async () => {
    const created = await h.call('POST', '/api/websites', owner, answers);
    const doc = structuredClone(created.body.document) as Website;
    doc.suggestions = [
      {
        id: 'sg-1',
        sectionId: doc.sections[1]!.id,
        itemId: null,
        field: 'body',
        text: 'x',
        reason: 'opinion' as 'price',
      },
    ];
    const refused = await h.call('PUT', `/api/websites/${doc.id}/draft`, owner, {
      document: doc,
      baseVersion: created.body.version,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('suggestions');
  });
});
