import type { Website } from '@sitewright/model';

/**
 * Which section of the draft a point of the preview belongs to, and where a section is in it. The
 * templates render each section with its id (`<section id>`, the footer's and code embed's root), the
 * Header inside the page's `<header>` landmark, and mark texts with their path
 * (`data-sw-field="sections.3.heading"`).
 */

const indexOfPath = /^sections\.(\d+)\./;

/** The id of the section holding `target` in the preview, or null (outside every section). */
export function sectionIdAt(target: EventTarget | null, doc: Website): string | null {
  const node = target as Node | null;
  let element: Element | null =
    node && node.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  const ids = new Set(doc.sections.map((s) => s.id));
  for (; element; element = element.parentElement) {
    const path = element.getAttribute('data-sw-field');
    const index = path ? indexOfPath.exec(path)?.[1] : undefined;
    if (index !== undefined) {
      const section = doc.sections[Number(index)];
      if (section) return section.id;
    }
    if (element.id && ids.has(element.id)) return element.id;
    const landmark =
      element.localName === 'header' ? 'Header' : element.localName === 'footer' ? 'Footer' : null;
    if (landmark) return doc.sections.find((s) => s.type === landmark)?.id ?? null;
  }
  return null;
}

/** The preview's element of a section (the Header: the page's `<header>`), or null. */
export function sectionElement(inner: Document, doc: Website, sectionId: string): HTMLElement | null {
  const section = doc.sections.find((s) => s.id === sectionId);
  if (!section) return null;
  if (section.type === 'Header') return inner.querySelector('body > header, header');
  return inner.getElementById(sectionId);
}

/** The attribute the preview's selected section carries (outlined by `selectionCss`). */
export const selectedAttribute = 'data-sw-selected';

/**
 * The selection's look inside the preview, added with the in-place editor's styles; in the preview of
 * the second language, the texts still in English are outlined too (the templates mark them).
 */
export const selectionCss = `[${selectedAttribute}]{outline:2px solid #2563eb;outline-offset:-2px}
body[data-sw-picking] main>*,body[data-sw-picking] header,body[data-sw-picking] footer{cursor:pointer}
[data-sw-untranslated]{outline:2px dashed #c2410c;outline-offset:2px}`;

const styleId = 'sw-selection';

/** Adds the selection's styles once (again after the head was replaced) and says whether clicks pick. */
export function prepareSelection(inner: Document, picking: boolean): void {
  if (!inner.getElementById(styleId)) {
    const style = inner.createElement('style');
    style.id = styleId;
    style.textContent = selectionCss;
    inner.head.appendChild(style);
  }
  if (picking !== inner.body.hasAttribute('data-sw-picking'))
    inner.body.toggleAttribute('data-sw-picking', picking);
}

/**
 * Marks the selected section (and only it) and, when `reveal` is set and it is out of sight, scrolls
 * the preview to it. "In sight": a part of it in the middle three fifths of the frame.
 */
export function showSelection(
  inner: Document,
  doc: Website,
  sectionId: string | null,
  reveal: boolean,
): void {
  const element = sectionId ? sectionElement(inner, doc, sectionId) : null;
  for (const marked of Array.from(inner.querySelectorAll(`[${selectedAttribute}]`))) {
    if (marked !== element) marked.removeAttribute(selectedAttribute);
  }
  if (!element) return;
  if (!element.hasAttribute(selectedAttribute)) element.setAttribute(selectedAttribute, '');
  if (!reveal) return;
  const view = inner.defaultView;
  const height = view?.innerHeight ?? 0;
  const box = element.getBoundingClientRect();
  const inSight = box.bottom > height * 0.2 && box.top < height * 0.8;
  if (!inSight) element.scrollIntoView({ block: 'start' });
}
