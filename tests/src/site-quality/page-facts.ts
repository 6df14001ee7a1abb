import type { BrowserContext, Page } from 'playwright-core';

/** What a visitor's assistive technology sees of a page's structure. */
export interface PageFacts {
  h1Count: number;
  /** `<img>`s without an `alt` attribute (outerHTML, cut). */
  imagesWithoutAlt: string[];
  /** Form controls in the accessibility tree. */
  fieldCount: number;
  /** Form controls with an empty accessible name, as `role (DOM node id)`. */
  unnamedFields: string[];
}

const fieldRoles = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'spinbutton',
]);

/**
 * Headings, alt text and field names. Field names come from Chromium's own accessibility tree
 * (CDP `Accessibility.getFullAXTree`), i.e. the names a screen reader would announce.
 */
export async function pageFacts(context: BrowserContext, page: Page): Promise<PageFacts> {
  const dom = await page.evaluate(() => ({
    h1Count: document.querySelectorAll('h1').length,
    imagesWithoutAlt: Array.from(document.querySelectorAll('img:not([alt])'), (img) =>
      img.outerHTML.slice(0, 120),
    ),
  }));
  const cdp = await context.newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const fields = nodes.filter((n) => !n.ignored && fieldRoles.has(String(n.role?.value ?? '')));
    return {
      ...dom,
      fieldCount: fields.length,
      unnamedFields: fields
        .filter((n) => String(n.name?.value ?? '').trim() === '')
        .map((n) => `${String(n.role?.value)} (node ${n.backendDOMNodeId ?? '?'})`),
    };
  } finally {
    await cdp.detach();
  }
}

/** One stop of the Tab key: the focused element and the ring drawn around it. */
export interface FocusStop {
  element: string;
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidthPx: number;
  outlineColor: string;
  /** The first opaque background colour behind the ring; null over an image or a gradient. */
  behind: string | null;
}

/** Presses Tab `count` times from the top of the page and reports every stop. */
export async function tabThrough(page: Page, count: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): FocusStop | null => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      // The ring is drawn outside the element, over its ancestors' background.
      let behind: string | null = 'rgb(255, 255, 255)'; // the canvas, when nothing paints
      for (let up = el.parentElement; up; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.backgroundImage !== 'none') {
          behind = null;
          break;
        }
        if (!/^rgba\(.*, 0\)$|^transparent$/.test(s.backgroundColor)) {
          behind = s.backgroundColor;
          break;
        }
      }
      return {
        element: el.outerHTML.slice(0, 100),
        focusVisible: el.matches(':focus-visible'),
        outlineStyle: style.outlineStyle,
        outlineWidthPx: Number.parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        behind,
      };
    });
    if (stop) stops.push(stop);
  }
  return stops;
}

/** The WCAG contrast ratio of two `rgb()`/`rgba()` colours (alpha ignored: both are opaque here). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const channels =
      color
        .match(/[\d.]+/g)
        ?.slice(0, 3)
        .map(Number) ?? [];
    if (channels.length < 3) throw new Error(`not an rgb() colour: ${color}`);
    const [r, g, bl] = channels.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
