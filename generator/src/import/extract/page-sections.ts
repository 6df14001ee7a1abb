import type { CheerioAPI } from 'cheerio';
import { clip, collapse, collapseLines, type TextNode, textOf } from './page-text.ts';

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * The part of the page a heading introduces: its `<section>` (or `[role=region]`) when the heading
 * is that section's first heading, otherwise the heading's following siblings up to the next heading
 * of the same or a higher level. `undefined` when no heading matches.
 */
export function sectionUnder($: CheerioAPI, heading: RegExp) {
  const match = $(headings.join(', '))
    .filter((_, el) => heading.test(collapse($(el).text())))
    .first();
  if (match.length === 0) return undefined;
  const section = match.closest('section, [role="region"]');
  if (section.length > 0 && section.find(headings.join(', ')).first().is(match)) return section;
  const level = Number(match.prop('tagName')?.slice(1) ?? 6);
  const stop = headings.slice(0, level).join(', ');
  // Markdown renderers (GitHub) wrap each heading in its own <div>: walk up to that wrapper.
  let anchor = match;
  while (anchor.parent().children().length === 1 && !anchor.parent().is('body, main, article, section')) {
    anchor = anchor.parent();
  }
  return anchor.nextUntil(`${stop}, :has(${stop})`);
}

/**
 * The names listed under a heading: for each `li` (or card-like `article`), its own heading or bold
 * lead when it has one ("Drain cleaning" of "Drain cleaning — fast and tidy"), else its text.
 * Falls back to the sub-headings when the section has no list.
 */
export function itemsUnder($: CheerioAPI, heading: RegExp, max = 24): string[] {
  const scope = sectionUnder($, heading);
  if (!scope) return [];
  let items = within($, scope, 'li, article');
  if (items.length === 0) items = within($, scope, 'h3, h4, h5');
  const names = new Set<string>();
  for (const el of items) {
    const item = $(el);
    const lead = item.find('h3, h4, h5, strong, b, dt').first();
    const name = clip(lead.length > 0 ? lead.text() : item.text(), 120);
    if (name) names.add(name);
    if (names.size >= max) break; // a long list is not read to its end
  }
  return [...names];
}

/**
 * The elements inside `scope` (its own elements included) that match `selector`, in document
 * order. Found with one document-wide query and a walk up each match's (short) parent chain:
 * cheerio's scoped `.find()` removes duplicate subsets pairwise, quadratic on a page with a
 * 20 000-item list.
 */
export function within($: CheerioAPI, scope: ReturnType<CheerioAPI>, selector: string): TextNode[] {
  const roots = new Set<unknown>(scope.toArray());
  return $(selector)
    .toArray()
    .filter((el) => {
      for (let node: { parent?: unknown } | undefined = el; node; node = node.parent as typeof node) {
        if (roots.has(node)) return true;
      }
      return false;
    });
}

/** The text under a heading, one line per block. */
export function textUnder($: CheerioAPI, heading: RegExp): string | undefined {
  const scope = sectionUnder($, heading);
  if (!scope) return undefined;
  const lines = collapseLines(
    scope
      .toArray()
      .map((el) => blockText(el))
      .join('\n'),
  ).split('\n');
  // A <section> scope starts with its own heading; the text is what comes after it.
  if (lines[0] !== undefined && heading.test(lines[0])) lines.shift();
  const text = lines.join('\n');
  return text === '' ? undefined : text;
}

/** An element's text with a line break between block children. */
export function blockText(el: TextNode | undefined): string {
  return el === undefined ? '' : textOf([el]);
}
