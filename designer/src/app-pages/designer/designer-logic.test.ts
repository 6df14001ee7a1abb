import { fieldLimits, sectionMaxCounts, sectionSchemas, website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { chooseWebsite } from './choose-website.ts';
import { addSection, canAdd, moveSection, removeSection } from './document-edits.ts';
import { editorReducer, hasUnsavedChanges, initialHistory } from './editor-history.ts';
import { formFields, newItem } from './schema-fields.ts';
import { designerShowsWebsite } from './use-website-live.ts';
import type { ListedWebsite } from './websites-api.ts';

const listed = (draftId: string, role: 'Owner' | 'Editor', handle: string | null = null) =>
  ({ draftId, role, publishedHandle: handle }) as ListedWebsite;

describe('chooseWebsite (spec §2)', () => {
  const list = [listed('shared-1', 'Editor'), listed('own-1', 'Owner', 'bakery'), listed('own-2', 'Owner')];
  it('takes the URL parameter as a draft id or a handle', () => {
    expect(chooseWebsite(list, 'own-2')?.draftId).toBe('own-2');
    expect(chooseWebsite(list, 'bakery')?.draftId).toBe('own-1');
  });
  it('otherwise the first owned website, otherwise the first shared one', () => {
    expect(chooseWebsite(list)?.draftId).toBe('own-1');
    expect(chooseWebsite([listed('shared-1', 'Editor')])?.draftId).toBe('shared-1');
    expect(chooseWebsite([])).toBeNull();
  });
});

describe('designerShowsWebsite: a website left behind sends no one to /invite/revoked', () => {
  it("is true on the website's own designer address and on /designer, false once the designer moved on", () => {
    expect(designerShowsWebsite('/designer/site-1', 'site-1')).toBe(true);
    expect(designerShowsWebsite('/designer', 'site-1')).toBe(true);
    // Deleted from the settings: the next website is loading while this one is still on screen.
    expect(designerShowsWebsite('/designer/site-2', 'site-1')).toBe(false);
    expect(designerShowsWebsite('/account', 'site-1')).toBe(false);
    expect(designerShowsWebsite('/designer/a%20b', 'a b')).toBe(true);
  });
});

describe('document edits', () => {
  const doc = createWebsiteFixture();
  it('keeps Header first and Footer last when reordering, and the document valid', () => {
    const last = doc.sections.length - 1;
    expect(moveSection(doc, 0, 1)).toBe(doc);
    expect(moveSection(doc, last - 1, last)).toBe(doc);
    const moved = moveSection(doc, 1, 2);
    expect(moved.sections[2]?.id).toBe(doc.sections[1]?.id);
    expect(website.safeParse(moved).success).toBe(true);
  });
  it('adds within the §9 counts, never a second Header, and removes without breaking menu links', () => {
    expect(canAdd(doc, 'Header')).toBe(false);
    let next = doc;
    for (let i = 0; i < 5; i += 1) next = addSection(next, 'Article');
    expect(next.sections.filter((s) => s.type === 'Article')).toHaveLength(sectionMaxCounts.repeatable);
    expect(next.sections.at(-1)?.type).toBe('Footer');
    expect(website.safeParse(next).success).toBe(true);
    const target = next.sections.find((s) => s.type !== 'Header' && s.type !== 'Footer')!;
    const removed = removeSection(next, target.id);
    expect(removed.sections.some((s) => s.id === target.id)).toBe(false);
    expect(website.safeParse(removed).success).toBe(true);
  });
});

describe('the section form generated from the schema', () => {
  it('gives text inputs the schema limits and item lists their maximum count', () => {
    const fields = formFields(sectionSchemas.Services);
    expect(fields.find((f) => f.key === 'heading')).toMatchObject({
      kind: 'text',
      maxLength: fieldLimits.sectionHeading,
    });
    const items = fields.find((f) => f.kind === 'items');
    expect(items).toMatchObject({ key: 'items', max: 24 });
    if (items?.kind !== 'items' || items.shape.kind !== 'object') throw new Error('no items');
    expect(items.shape.fields.map((f) => f.key)).toEqual([
      'image',
      'heading',
      'paragraph',
      'pricing',
      'button',
    ]);
    expect(newItem(items.item, () => 'new-id')).toMatchObject({ id: 'new-id', heading: '', image: null });
  });
});

describe('undo and redo', () => {
  it('steps back and forward, and coalesces quick typing in one field', () => {
    const doc = createWebsiteFixture();
    const rename = (name: string) => (d: typeof doc) => ({
      ...d,
      websiteSettings: { ...d.websiteSettings, pageTitle: name },
    });
    let state = initialHistory(doc);
    state = editorReducer(state, { type: 'edit', change: rename('A') });
    state = editorReducer(state, { type: 'edit', change: rename('AB'), coalesceKey: 'title' });
    state = editorReducer(state, { type: 'edit', change: rename('ABC'), coalesceKey: 'title' });
    expect(state.past).toHaveLength(2);
    expect(hasUnsavedChanges(state)).toBe(true);
    state = editorReducer(state, { type: 'undo' });
    expect(state.present.websiteSettings.pageTitle).toBe('A');
    state = editorReducer(state, { type: 'redo' });
    expect(state.present.websiteSettings.pageTitle).toBe('ABC');
    state = editorReducer(state, { type: 'saved', document: state.present });
    expect(hasUnsavedChanges(state)).toBe(false);
  });
});
