import type { Website } from '@sitewright/model';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { valueAt, withText } from './inline-fields.ts';
import { renderedText } from './preview-inline-editing.ts';
import { acceptedDraft, actionLabel, replaced, rewriteTarget, selectedText } from './rewrite-target.ts';

const base = fullWebsiteFixture();
const intro = base.sections.findIndex((s) => s.type === 'Introduction');
const headingPath = `sections.${intro}.heading`;
const bodyPath = `sections.${intro}.body`;
const rect = { left: 0, top: 0, right: 10, bottom: 10 };
const doc: Website = withText(
  withText(base, headingPath, 'Fast, tidy plumbng repairs'),
  bodyPath,
  'One two.\n\nThree four.',
);

describe('rewriting a selection: where it goes and the room it has (spec §9)', () => {
  it('finds the selected words in the field and the room the field leaves: 150 less the text kept', () => {
    const target = rewriteTarget(doc, {
      path: headingPath,
      before: 'Fast, tidy ',
      selected: 'plumbng',
      whole: 'Fast, tidy plumbng repairs',
      rect,
    })!;
    expect(selectedText(target)).toBe('plumbng');
    // Intro heading 150 (§9); 26 characters, 7 selected: 131 left for the replacement.
    expect(target.maxLength).toBe(131);
    expect(replaced(target, 'plumbing')).toBe('Fast, tidy plumbing repairs');
  });

  it('leaves the spaces at either end of a selection where they are', () => {
    const target = rewriteTarget(doc, {
      path: headingPath,
      before: 'Fast,',
      selected: ' tidy ',
      whole: 'Fast, tidy plumbng repairs',
      rect,
    })!;
    expect(selectedText(target)).toBe('tidy');
  });

  it("reads a multi-line field's paragraphs as the draft holds them", () => {
    // <div><p>One two.</p><p>Three<br>four.</p></div>, as the Paragraphs primitive renders it.
    const text = (data: string) => ({ nodeType: 3, nodeName: '#text', data, childNodes: [] });
    const tag = (nodeName: string, ...childNodes: object[]) => ({ nodeType: 1, nodeName, childNodes });
    const element = tag(
      'DIV',
      tag('P', text('One two.')),
      tag('P', text('Three'), tag('BR'), text('four.')),
    ) as never;
    expect(renderedText(element)).toBe('One two.\n\nThree\nfour.');
    const flat = tag('DIV', tag('P', text('One two.')), tag('P', text('Three four.'))) as never;
    const target = rewriteTarget(doc, {
      path: bodyPath,
      before: 'One two.\n\n',
      selected: 'Three four.',
      whole: renderedText(flat),
      rect,
    })!;
    expect([target.start, target.end]).toEqual([10, 21]);
  });

  it('accepting writes the new value, and refuses when the text changed or the field would refuse it', () => {
    const target = rewriteTarget(doc, {
      path: headingPath,
      before: '',
      selected: 'Fast, tidy plumbng repairs',
      whole: 'Fast, tidy plumbng repairs',
      rect,
    })!;
    const accepted = acceptedDraft(doc, target, 'Fast, tidy plumbing repairs');
    expect(accepted.draft && valueAt(accepted.draft, headingPath)).toBe('Fast, tidy plumbing repairs');
    const changed = withText(doc, headingPath, 'Something else');
    expect(acceptedDraft(changed, target, 'Fast').error).toBe(
      'The text changed since you selected it. Select it again to rewrite it.',
    );
    expect(acceptedDraft(doc, target, 'x'.repeat(151)).error).toMatch(/^Heading: /);
  });

  it('names Fix spelling "and grammar" only when an AI does it', () => {
    expect(actionLabel('fixSpelling', false)).toBe('Fix spelling');
    expect(actionLabel('fixSpelling', true)).toBe('Fix spelling and grammar');
    expect(actionLabel('moreFormal', true)).toBe('More formal');
  });
});
