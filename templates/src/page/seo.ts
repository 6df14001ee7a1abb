import { type Image, imageSource, primaryLanguage, type Section, type Website } from '@sitewright/model';
import { singleImageUrl } from '../primitives/published-image.ts';
import type { RenderContext } from '../render-context.ts';
import { languageUrl } from './languages.ts';

/** The longest meta description written; search engines cut longer ones anyway. */
export const descriptionMax = 160;

/** `<title>`: the SEO page title, or the business name when none is set. */
export function pageTitle(ctx: RenderContext): string {
  return ctx.settings.pageTitle.trim() || ctx.settings.businessName;
}

/** Meta description: the business description, cut at a word boundary to `descriptionMax`. */
export function pageDescription(ctx: RenderContext): string {
  const text = ctx.settings.businessDescription.replace(/\s+/g, ' ').trim();
  if (text.length <= descriptionMax) return text;
  const cut = text.slice(0, descriptionMax - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > descriptionMax / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The canonical URL of the page: the configured site URL with a trailing slash for the first
 * language's page, its language's folder below it for the second's (`{siteUrl}/es/`).
 */
export const canonicalUrl = (ctx: RenderContext) => languageUrl(ctx, ctx.language);

/** An image URL made absolute against the site's home (Open Graph and JSON-LD need absolute URLs). */
export function absoluteUrl(ctx: RenderContext, url: string): string {
  try {
    return new URL(url, languageUrl(ctx, primaryLanguage)).href;
  } catch {
    return url;
  }
}

function sectionImages(section: Section): Array<Image | null | undefined> {
  switch (section.type) {
    case 'Introduction':
    case 'ImageBanner':
    case 'Article':
      return [section.image];
    case 'Services':
      return section.items.map((i) => i.image);
    case 'Gallery':
      return section.items.map((i) => i.image);
    case 'Team':
      return section.members.map((m) => m.image);
    default:
      return [section.background?.type === 'Image' ? section.background.image : null];
  }
}

/** The page's representative image: the introduction's, else the first image of the page, else the logo. */
export function representativeImage(website: Website): Image | undefined {
  const intro = website.sections.find((s) => s.type === 'Introduction');
  if (intro?.type === 'Introduction' && intro.image) return intro.image;
  for (const section of website.sections) {
    const found = sectionImages(section).find((i): i is Image => Boolean(i));
    if (found) return found;
  }
  return website.websiteSettings.logo ?? undefined;
}

/**
 * The representative image as an absolute URL of its large rendition, for Open Graph and JSON-LD;
 * none when that is not an http(s) URL. The model admits only those and the generator's stand-in
 * picture (a data: URL, which crawlers cannot fetch); the check also keeps any other scheme out of
 * the head should a document ever reach here unparsed.
 */
export function shareImageUrl(ctx: RenderContext): string | undefined {
  const image = representativeImage(ctx.website);
  if (!image) return undefined;
  const url = absoluteUrl(ctx, singleImageUrl(ctx.options.images, image, 1200, 'regular', imageSource));
  return /^https?:\/\//i.test(url) ? url : undefined;
}
