/**
 * Drops the rules of a stylesheet whose selectors name a class the page does not use, so the
 * published stylesheet holds only what the page needs (a Left-aligned site carries no
 * `.sw-align-right` rules, a site without outlined buttons no `.sw-button--outlined`).
 *
 * It works on esbuild's minified output (one known shape: no comments, `sel{…}`, nested blocks only
 * in at-rules) and is conservative: a class is only required when it stands outside parentheses,
 * so `:not(.x)`, `:is(.x)` and `:has(.x)` never cause a drop; at-rules other than
 * `@media`/`@supports`/`@container`/`@layer` (font faces, keyframes) are always kept.
 */

/** Classes the visitor scripts add at run time, which the HTML does not show yet. */
export const runtimeClasses: readonly string[] = ['sw-menu-open'];

/** Every class named in the HTML's `class` attributes (React writes them double-quoted). */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>(runtimeClasses);
  const pattern = /\sclass="([^"]*)"/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    for (const name of match[1]!.split(' ')) if (name) used.add(name);
  }
  return used;
}

const classPattern = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Whether one complex selector (no top-level comma) can match given the used classes. */
function selectorMatches(selector: string, used: ReadonlySet<string>): boolean {
  // Only classes outside (…) are required: strip parenthesised parts, innermost first.
  let outer = selector;
  for (let previous = ''; previous !== outer; ) {
    previous = outer;
    outer = outer.replace(/\([^()]*\)/g, '');
  }
  outer = outer.replace(/\[[^\]]*\]/g, ''); // attribute values may hold dots
  for (const match of outer.matchAll(classPattern)) if (!used.has(match[1]!)) return false;
  return true;
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The index just after the `}` closing the block that opens at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

const nestingAtRule = /^@(media|supports|container|layer)\b/;

/** The stylesheet without the rules no element of the page can match. */
export function purgeCss(css: string, used: ReadonlySet<string>): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const semicolon = css.indexOf(';', i);
    if (css[i] === '@' && semicolon >= 0 && semicolon < open) {
      out += css.slice(i, semicolon + 1); // a statement at-rule (@charset, @import)
      i = semicolon + 1;
      continue;
    }
    const prelude = css.slice(i, open).trim();
    const end = blockEnd(css, open);
    const body = css.slice(open, end);
    if (prelude.startsWith('@')) {
      if (nestingAtRule.test(prelude)) {
        const inner = purgeCss(body.slice(1, -1), used);
        if (inner) out += `${prelude}{${inner}}`;
      } else out += prelude + body;
    } else {
      const kept = splitSelectors(prelude).filter((s) => selectorMatches(s, used));
      if (kept.length > 0) out += kept.join(',') + body;
    }
    i = end;
  }
  return out;
}
