/**
 * Patches the preview's DOM toward a fresh render instead of replacing it: nodes that did not
 * change stay (images do not reload, an opened FAQ stays open), and the text being typed in place
 * is never rebuilt under the caret (`keep`). Children are paired by position, which is how a
 * section re-renders after a text edit; a moved or added section costs what `innerHTML` cost.
 */

/** Attributes the designer sets on an editable text (`preview-inline-editing.ts`); a render has none. */
export const editorAttributes: ReadonlySet<string> = new Set([
  'contenteditable',
  'role',
  'aria-label',
  'aria-multiline',
  'spellcheck',
]);

const TEXT_NODE = 3;
const COMMENT_NODE = 8;

function syncAttributes(from: Element, to: Element): void {
  const editable = to.hasAttribute('data-sw-field');
  for (const { name } of Array.from(from.attributes)) {
    if (to.hasAttribute(name)) continue;
    if (editable && editorAttributes.has(name)) continue;
    // The owner opened or closed a question in the preview; the render does not know.
    if (name === 'open' && from.nodeName === 'DETAILS') continue;
    from.removeAttribute(name);
  }
  for (const { name, value } of Array.from(to.attributes)) {
    if (from.getAttribute(name) !== value) from.setAttribute(name, value);
  }
}

/**
 * Makes `from`'s children match `to`'s (which are moved over where new). `keep(a, b)` says an
 * element keeps its children as they are (the text being typed); its attributes still follow.
 */
export function morphChildren(
  from: Node,
  to: Node,
  keep: (current: Element, next: Element) => boolean,
): void {
  const current = Array.from(from.childNodes);
  const next = Array.from(to.childNodes);
  next.forEach((b, index) => {
    const a = current[index];
    if (!a) {
      from.appendChild(b);
      return;
    }
    if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) {
      from.replaceChild(b, a);
      return;
    }
    if (a.nodeType === TEXT_NODE || a.nodeType === COMMENT_NODE) {
      if (a.nodeValue !== b.nodeValue) a.nodeValue = b.nodeValue;
      return;
    }
    syncAttributes(a as Element, b as Element);
    if (!keep(a as Element, b as Element)) morphChildren(a, b, keep);
  });
  for (const extra of current.slice(next.length)) from.removeChild(extra);
}

/** Parses body HTML in the preview's document (inert: a template runs nothing, loads nothing). */
export function parseBody(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}
