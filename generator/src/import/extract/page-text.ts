import type { CheerioAPI } from 'cheerio';

/** Elements whose text a visitor does not read as the page's content. */
const hiddenOrChrome = [
  'head',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'nav',
  'form',
  'button',
  'select',
  'dialog',
  '[hidden]',
  '[aria-hidden="true"]',
  '[role="navigation"]',
  '[role="dialog"]',
  '[style*="display:none"]',
  '[style*="display: none"]',
].join(', ');

/** Elements that start a new line of text. */
const blockTags = new Set(
  'p div section article main aside header footer li ul ol dl dt dd h1 h2 h3 h4 h5 h6 blockquote address figure figcaption pre table tr br hr'.split(
    ' ',
  ),
);

/** Where the main text usually is, most specific first; the body when none has enough text. */
export const defaultTextRoots = ['main', '[role="main"]', 'article', 'body'] as const;

/** The few DOM fields the text walk reads (cheerio's nodes have them; typed here to stay on cheerio's API). */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

/** A cheerio node, as the walk sees it. */
export type TextNode = Parameters<CheerioAPI>[0];

/**
 * The text of `nodes` with a line break around every block element, skipping `skip` and always
 * scripts and styles. One pass over the tree with an explicit stack: linear in the page's size and
 * safe on deeply nested pages.
 */
export function textOf(nodes: readonly TextNode[], skip: ReadonlySet<unknown> = new Set()): string {
  const parts: string[] = [];
  const stack: (DomNode | string)[] = [...(nodes as unknown as DomNode[])].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      parts.push(item);
      continue;
    }
    if (item.type === 'text') {
      // A line break in the page's source is plain whitespace; only blocks start lines.
      parts.push((item.data ?? '').replace(/[\r\n]+/g, ' '));
      continue;
    }
    if (item.type === 'script' || item.type === 'style' || item.type === 'comment' || skip.has(item))
      continue;
    const children = item.children ?? [];
    const name = item.name ?? '';
    const after = blockTags.has(name) ? '\n' : name === 'td' || name === 'th' ? ' ' : '';
    if (blockTags.has(name)) parts.push('\n');
    if (after !== '') stack.push(after);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return collapseLines(parts.join(''));
}

/**
 * The page's visible main text: scripts, styles, navigation, forms and hidden parts left out,
 * one line per block, whitespace inside a line collapsed to one space, repeated lines dropped.
 * The first of `roots` that holds at least `minRootChars` characters is used (several matches of
 * that selector are joined in document order); otherwise the longest of them.
 */
export function visibleText(
  $: CheerioAPI,
  roots: readonly string[] = defaultTextRoots,
  minRootChars = 200,
): string {
  const skip = new Set<unknown>($(hiddenOrChrome).toArray());
  let best = '';
  for (const selector of roots) {
    const found = $(selector).toArray();
    if (found.length === 0) continue;
    const text = textOf(found, skip);
    if (text.length >= minRootChars) return text;
    if (text.length > best.length) best = text;
  }
  return best;
}

/** Collapses whitespace inside each line and drops empty and immediately repeated lines. */
export function collapseLines(text: string): string {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = collapse(raw);
    if (line !== '' && line !== lines[lines.length - 1]) lines.push(line);
  }
  return lines.join('\n');
}

/** Collapses every run of whitespace (non-breaking spaces included) to one space and trims. */
export function collapse(text: string | undefined | null): string {
  return (text ?? '').replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/** `text` collapsed and cut to `max` characters at a word boundary when one is near; '' → undefined. */
export function clip(text: string | undefined | null, max: number): string | undefined {
  const value = collapse(text);
  if (value === '') return undefined;
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An absolute http(s) URL for `href` relative to `base`, or undefined. */
export function absoluteUrl(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
