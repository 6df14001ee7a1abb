import { load } from 'cheerio';

/** One item of the page's Services section: its heading and the paragraphs under it. */
export interface ServiceItem {
  heading: string;
  paragraph: string;
}

/** What the checks read from a published page. */
export interface PublishedPage {
  url: string;
  /** The text a visitor sees: the body without scripts, styles and hidden elements, words spaced. */
  visibleText: string;
  /** The first h1's text. */
  headline: string;
  /** The h1 and h2 headings' texts (section headings; service names are h3). */
  sectionHeadings: string[];
  services: ServiceItem[];
  telHrefs: string[];
  images: { src: string; srcset: string[]; alt: string }[];
  /** The title, meta description and keywords, and the og: texts. */
  metaText: string;
  /** The JSON-LD blocks, as written. */
  jsonLd: string[];
  /** Classes of every element of the body (to find a reviews or team section by its markup). */
  classes: Set<string>;
}

/** A node of the parsed page, as far as the text walk needs it. */
interface PageNode {
  type: string;
  data?: string;
  children?: PageNode[];
}

/** Spaces between elements, so "Rivera Plumbing" in a logo and "Austin" in a banner stay two words. */
function spacedText(nodes: readonly unknown[]): string {
  const parts: string[] = [];
  const walk = (node: PageNode) => {
    if (node.type === 'text') parts.push(node.data ?? '');
    else if (node.children) {
      for (const child of node.children) walk(child);
      parts.push(' ');
    }
  };
  for (const node of nodes as PageNode[]) walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Parses a published page (cheerio, no browser: the pages render without scripts). */
export function readPage(html: string, url: string): PublishedPage {
  const $ = load(html);
  const jsonLd = $('script[type="application/ld+json"]')
    .map((_, el) => $(el).text())
    .get();
  const metaText = [
    $('title').text(),
    ...$('meta[name="description"], meta[name="keywords"], meta[property^="og:"]')
      .map((_, el) => $(el).attr('content') ?? '')
      .get(),
  ].join(' \n ');
  const classes = new Set<string>();
  $('body [class]').each((_, el) => {
    for (const c of ($(el).attr('class') ?? '').split(/\s+/)) if (c) classes.add(c);
  });
  const telHrefs = $('a[href^="tel:"]')
    .map((_, el) => $(el).attr('href') ?? '')
    .get();
  const images = $('body img')
    .map((_, el) => ({
      src: $(el).attr('src') ?? '',
      srcset: ($(el).attr('srcset') ?? '')
        .split(',')
        .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean),
      alt: $(el).attr('alt') ?? '',
    }))
    .get();
  // Service items: every list item of a Services section (the template's `sw-services`).
  const services = $('section.sw-services li')
    .map((_, li) => ({
      heading: spacedText($(li).find('h3').toArray()),
      paragraph: spacedText($(li).find('p').not('[class*="price"]').toArray()),
    }))
    .get();
  const headline = spacedText($('h1').first().toArray());
  const sectionHeadings = $('h1, h2')
    .map((_, el) => spacedText([el]))
    .get();

  const body = $('body').clone();
  body.find('script, style, noscript, template, [hidden], [aria-hidden="true"]').remove();
  const visibleText = spacedText(body.toArray());
  return {
    url,
    visibleText,
    headline,
    sectionHeadings,
    services,
    telHrefs,
    images,
    metaText,
    jsonLd,
    classes,
  };
}
