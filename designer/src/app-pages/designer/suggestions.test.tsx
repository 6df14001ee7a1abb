import {
  createDefaultWebsite,
  type Suggestion,
  type Website,
  website as websiteSchema,
} from '@sitewright/model';
import { fixtureNow } from '@sitewright/model/testing';
import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast.tsx';
import { PublishModal, type PublishModalProps, suggestionLeftOutLine } from './publish-modal.tsx';
import { SectionForm } from './section-form.tsx';
import { SectionsPanel } from './sections-panel.tsx';
import {
  confirmSuggestion,
  pendingBySection,
  quotedWords,
  removeSuggestion,
  suggestionHeadline,
} from './suggestion-edits.ts';
import { SuggestionMarks, sectionMarks } from './suggestion-mark.tsx';

const credential = 'Licensed and insured since 2009.';
const review = 'They fixed our burst pipe at midnight. Best plumber in Austin!';

/** Rivera Plumbing's draft with suggestions marked as the generator leaves them. */
function draft(): Website {
  const doc = createDefaultWebsite({
    id: 'website-plumber',
    userId: 'user-1',
    businessName: 'Rivera Plumbing',
    description: 'Leak repairs, drain cleaning and water heater installs for homes in Austin.',
    location: 'Austin',
    sectionTypes: ['Introduction', 'Services', 'CustomerReviews', 'Newsletter', 'Contact'],
    contact: { phone: '+1 512 555 0199' },
    now: fixtureNow,
  });
  const sections = doc.sections as unknown as Array<Record<string, unknown> & { id: string }>;
  const byId = (id: string) => sections.find((s) => s.id === id)!;
  byId('introduction-1').body = `Leak repairs and drain cleaning in Austin. ${credential} Call us any day.`;
  (byId('services-1').items as Array<Record<string, unknown>>)[0]!.pricing = 'From $95';
  byId('customer-reviews-1').reviews = [
    { id: 'review-1', paragraph: review, authorName: 'Maria G.', authorLocation: '' },
  ];
  byId('newsletter-1').fieldLabel = 'Your e-mail for our 5-star offers';
  const marks: Suggestion[] = [
    {
      id: 'sg-credential',
      sectionId: 'introduction-1',
      itemId: null,
      field: 'body',
      text: credential,
      reason: 'credential',
    },
    {
      id: 'sg-price',
      sectionId: 'services-1',
      itemId: 'services-1-item-1',
      field: 'pricing',
      text: 'From $95',
      reason: 'price',
    },
    {
      id: 'sg-review',
      sectionId: 'customer-reviews-1',
      itemId: 'review-1',
      field: 'item',
      text: review,
      reason: 'review',
    },
    // Edited away by the owner: moot, never shown.
    {
      id: 'sg-moot',
      sectionId: 'services-1',
      itemId: 'services-1-item-2',
      field: 'pricing',
      text: 'From $60',
      reason: 'price',
    },
    {
      id: 'sg-label',
      sectionId: 'newsletter-1',
      itemId: null,
      field: 'fieldLabel',
      text: 'Your e-mail for our 5-star offers',
      reason: 'statistic',
    },
  ];
  return websiteSchema.parse({ ...doc, suggestions: marks });
}

const section = (doc: Website, id: string) => doc.sections.find((s) => s.id === id)!;
const render = (node: ReactNode) => renderToStaticMarkup(<ToastProvider>{node}</ToastProvider>);
const noEdit = () => undefined;

/** Every element of a rendered tree with the accessible name `label` (React elements, no DOM). */
function buttonNamed(node: ReactNode, label: string): { onClick(): void } {
  const found: Array<{ onClick(): void }> = [];
  const walk = (n: ReactNode): void => {
    if (Array.isArray(n)) {
      for (const child of n) walk(child);
      return;
    }
    if (!isValidElement(n)) return;
    const props = n.props as { 'aria-label'?: string; children?: ReactNode; onClick?: () => void };
    if (props['aria-label'] === label && props.onClick) found.push({ onClick: props.onClick });
    walk(props.children);
  };
  walk(node);
  if (found.length !== 1) throw new Error(`${found.length} buttons named "${label}"`);
  return found[0]!;
}

/** The marks of one section wired to a recording `edit`: what a button press writes to the draft. */
function pressIn(doc: Website, sectionId: string, label: string): { doc: Website; refused: string | null } {
  let next = doc;
  let refused: string | null = null;
  const { pending, marks } = sectionMarks({
    doc,
    sectionId,
    edit: (change) => {
      next = change(next);
    },
    readOnly: false,
    refusals: {},
    refuse: (_id, message) => {
      refused = message;
    },
  });
  buttonNamed(SuggestionMarks({ marks: pending, of: marks }), label).onClick();
  return { doc: next, refused };
}

describe('marked suggestions in the designer (truthful by construction)', () => {
  it('says what each suggestion is and what to do with it', () => {
    expect(suggestionHeadline('credential')).toBe(
      'Suggestion: a licence or certification — confirm it is true or replace it',
    );
    expect(suggestionHeadline('price')).toBe('Suggestion: a price — confirm it is your price or replace it');
    expect(suggestionHeadline('review')).toBe(
      'Suggestion: a review — confirm a customer really wrote it, or remove it',
    );
    // Long words are quoted up to 80 characters, cut at a word.
    expect(
      quotedWords(
        'We have fixed leaks, drains and water heaters for over 2,000 happy families across Austin and Round Rock since 2009.',
      ),
    ).toBe('We have fixed leaks, drains and water heaters for over 2,000 happy families…');
    expect(quotedWords(review)).toBe(review);
  });

  it('marks a suggested field in the section form, with Confirm and Remove named after its words', () => {
    const doc = draft();
    const html = render(
      <SectionForm section={section(doc, 'introduction-1')} edit={noEdit} readOnly={false} doc={doc} />,
    );
    expect(html).toContain(
      '1 suggestion in this section is left out of your published page until you confirm it.',
    );
    expect(html).toContain(
      '<legend class="suggestion-mark__headline">Suggestion: a licence or certification — confirm it is true or replace it</legend>',
    );
    expect(html).toContain(`<p class="suggestion-mark__words">“${credential}”</p>`);
    expect(html).toContain(`aria-label="Confirm suggestion: ${credential}"`);
    expect(html).toContain(`aria-label="Remove suggestion: ${credential}"`);
    // The field holding it says so (its hint is the field's description).
    expect(html).toContain('Holds a suggestion: it is left out of your published page until you confirm it.');
    expect(html.indexOf('class="field-suggested"')).toBeLessThan(html.indexOf('suggestion-mark'));
  });

  it('marks a suggested field of an item, and a whole suggested item', () => {
    const doc = draft();
    const services = render(
      <SectionForm section={section(doc, 'services-1')} edit={noEdit} readOnly={false} doc={doc} />,
    );
    expect(services).toContain('aria-label="Confirm suggestion: From $95"');
    expect(services).not.toContain('From $60'); // the moot one
    const reviews = render(
      <SectionForm section={section(doc, 'customer-reviews-1')} edit={noEdit} readOnly={false} doc={doc} />,
    );
    expect(reviews).toContain('class="item-list__item item-list__item--suggested"');
    expect(reviews).toContain('Suggestion: a review — confirm a customer really wrote it, or remove it');
    expect(reviews).toContain(`aria-label="Remove suggestion: ${quotedWords(review)}"`);
  });

  it('without edit control the marks show without their buttons', () => {
    const doc = draft();
    const html = render(
      <SectionForm section={section(doc, 'introduction-1')} edit={noEdit} readOnly doc={doc} />,
    );
    expect(html).toContain('Suggestion: a licence or certification');
    expect(html).not.toContain('Confirm suggestion');
  });

  it('Confirm removes the mark and keeps the words as the owner’s', () => {
    const doc = draft();
    const { doc: after, refused } = pressIn(doc, 'introduction-1', `Confirm suggestion: ${credential}`);
    expect(refused).toBeNull();
    expect(after.suggestions?.map((s) => s.id)).toEqual(['sg-price', 'sg-review', 'sg-moot', 'sg-label']);
    expect((section(after, 'introduction-1') as { body: string }).body).toBe(
      `Leak repairs and drain cleaning in Austin. ${credential} Call us any day.`,
    );
    expect(pendingBySection(after).get('introduction-1')).toBeUndefined();
    expect(websiteSchema.safeParse(after).success).toBe(true);
  });

  it('Remove takes the words out of their field with the mark', () => {
    const doc = draft();
    const { doc: after } = pressIn(doc, 'introduction-1', `Remove suggestion: ${credential}`);
    expect((section(after, 'introduction-1') as { body: string }).body).toBe(
      'Leak repairs and drain cleaning in Austin. Call us any day.',
    );
    expect(after.suggestions?.some((s) => s.id === 'sg-credential')).toBe(false);
    // Only the marked section changed.
    expect(section(after, 'services-1')).toBe(section(doc, 'services-1'));
    const priced = pressIn(doc, 'services-1', 'Remove suggestion: From $95').doc;
    const items = (section(priced, 'services-1') as { items: { pricing: string }[] }).items;
    expect(items[0]!.pricing).toBe('');
    expect(websiteSchema.safeParse(priced).success).toBe(true);
  });

  it('Remove takes a suggested review out of its list', () => {
    const doc = draft();
    const { doc: after } = pressIn(doc, 'customer-reviews-1', `Remove suggestion: ${quotedWords(review)}`);
    expect((section(after, 'customer-reviews-1') as { reviews: unknown[] }).reviews).toEqual([]);
    expect(after.suggestions?.some((s) => s.id === 'sg-review')).toBe(false);
  });

  it('Remove keeps words a field cannot do without, and says why', () => {
    const doc = draft();
    const { doc: after, refused } = pressIn(
      doc,
      'newsletter-1',
      'Remove suggestion: Your e-mail for our 5-star offers',
    );
    expect(after).toBe(doc);
    expect(refused).toBeTruthy();
    expect(removeSuggestion(doc, 'sg-label').error).toBe(refused);
    // Confirming it is still possible.
    expect(confirmSuggestion(doc, 'sg-label').suggestions?.some((s) => s.id === 'sg-label')).toBe(false);
  });

  it('the sections list shows how many suggestions each section holds', () => {
    const html = render(<SectionsPanel doc={draft()} edit={noEdit} readOnly={false} />);
    expect(html).toContain(
      '4 suggestions to check: we wrote them where a fact only you know would help (a price, a name, a licence…). Your published page leaves them out until you confirm them.',
    );
    expect(html).toContain('aria-describedby="section-suggestions-services-1"');
    expect(html).toContain(
      '<span class="section-row__suggestions" id="section-suggestions-services-1">1 suggestion</span>',
    );
    expect(html).not.toContain('section-suggestions-contact-1');
  });
});

describe('publish dialog: suggestions left out', () => {
  const props: PublishModalProps = {
    open: true,
    onClose: () => undefined,
    websiteId: 'site-1',
    currentHandle: null,
    ensureSaved: async () => true,
    onPublished: () => undefined,
  };
  const leftOut = [
    { id: 'sg-price', reason: 'price' as const, text: 'From $95', sectionName: 'Services' },
    { id: 'sg-review', reason: 'review' as const, text: review, sectionName: 'Customer Reviews' },
  ];

  it('names each suggestion the published page leaves out, and where to confirm it', () => {
    expect(suggestionLeftOutLine(leftOut[0]!)).toBe(
      'Left out until you confirm it: a price — “From $95” in Services',
    );
    const html = render(
      <PublishModal {...props} suggestionsLeftOut={leftOut} onReviewSuggestions={() => undefined} />,
    );
    expect(html).toContain('<ul aria-label="Suggestions left out of the published page">');
    expect(html).toContain('<li>Left out until you confirm it: a price — “From $95” in Services</li>');
    expect(html).toContain(
      `<li>Left out until you confirm it: a review — “${review}” in Customer Reviews</li>`,
    );
    expect(html).toContain('To publish one, confirm it where it is marked in the Sections panel.');
    expect(html).toContain('Review suggestions');
  });

  it('says nothing about suggestions when none is pending', () => {
    const html = render(<PublishModal {...props} />);
    expect(html).not.toContain('suggestion');
    expect(html).not.toContain('Left out');
  });
});
