import { type Image, type Industry, image } from '@sitewright/model';
import type { IndustryProfile } from '../offline/industry-profile.ts';
import type { Trade } from '../offline/trades/index.ts';
import type { ImageKind, ImageSource } from './creation-inputs.ts';

/** The images of a new page, slot by slot; null or none where nothing suitable was found. */
export interface SiteImages {
  intro: Image | null;
  banner: Image | null;
  gallery: Image[];
  services: Array<Image | null>;
  team: Array<Image | null>;
  article: Image | null;
}

/** What the page needs images for. */
export interface ImagePlan {
  industry: Industry | null;
  /** The business's trade: its pictures and words serve a business no industry is written for. */
  trade?: Trade | null;
  profile: IndustryProfile;
  intro: boolean;
  banner: boolean;
  gallery: boolean;
  serviceHeadings: readonly string[];
  teamCount: number;
  article: boolean;
}

/** Gallery size of a new page (the model's default page takes at most 6). */
export const galleryImages = 6;
const firstUrl = (img: Image) => img.urls[0]?.url ?? '';

/** Image searches for a trade no industry is written for, from its own name and services. */
function tradeQueries(trade: Trade): IndustryProfile['images'] {
  const name = trade.name.toLowerCase();
  const [first = '', second = first] = trade.services.map((s) => s.toLowerCase());
  return {
    hero: name,
    gallery: `${name} ${first}`,
    banner: `${name} ${second}`,
    service: `${name} at work`,
    portrait: `${name} portrait`,
  };
}

/**
 * Chooses the page's images: the owner's imported photos first (intro, then gallery), then the
 * image source, asked with the bundled pictures that suit the business (its industry's, else those
 * its trade lists: a plumber's are a building site's, never a salon's; none for a trade no drawing
 * suits) and with searches for its industry or trade. A source that fails or returns something that
 * is not a §3 image yields nothing for that slot; creation never fails over a picture. No image
 * appears twice on the page, and nothing stands in for a missing picture: a slot without one stays
 * empty (a gallery without pictures has no items, and the published page leaves it out).
 */
export async function pickSiteImages(
  source: ImageSource | undefined,
  plan: ImagePlan,
  imported: readonly Image[],
): Promise<SiteImages> {
  const ownTrade = plan.industry === null && plan.trade ? plan.trade : null;
  const q = ownTrade ? tradeQueries(ownTrade) : plan.profile.images;
  // The bundled drawings that suit: the industry's, else the first the trade lists (none: no drawing suits).
  const pictures = plan.industry ?? plan.trade?.pictures[0] ?? null;
  const ask = async (kind: ImageKind, query: string, count: number): Promise<Image[]> => {
    if (!source || count <= 0) return [];
    try {
      const found = await source.pick(kind, query, count, { industry: pictures });
      return found.flatMap((candidate) => {
        const parsed = image.safeParse(candidate);
        return parsed.success ? [parsed.data] : [];
      });
    } catch {
      return [];
    }
  };
  const tradeName = ownTrade?.name ?? (plan.profile.slug === 'general' ? '' : plan.profile.label);
  const label = tradeName ? ` ${tradeName.toLowerCase()}` : '';
  const [intro, banner, gallery, services, team, article] = await Promise.all([
    plan.intro && imported.length === 0 ? ask('intro', q.hero, 1) : Promise.resolve([]),
    plan.banner ? ask('banner', q.banner, 1) : Promise.resolve([]),
    plan.gallery
      ? ask('gallery', q.gallery, Math.max(0, galleryImages - Math.max(0, imported.length - 1)))
      : Promise.resolve([]),
    Promise.all(plan.serviceHeadings.map((h) => ask('service', `${h}${label}`, 1))),
    ask('team', q.portrait, plan.teamCount),
    plan.article ? ask('article', q.service, 1) : Promise.resolve([]),
  ]);

  const used = new Set<string>();
  const take = (img: Image | undefined): Image | null => {
    if (!img || used.has(firstUrl(img))) return null;
    used.add(firstUrl(img));
    return img;
  };
  const introImage = plan.intro ? take(imported[0] ?? intro[0]) : null;
  const bannerImage = plan.banner ? take(banner[0]) : null;
  const galleryItems = plan.gallery
    ? [...imported.slice(introImage === imported[0] ? 1 : 0), ...gallery]
        .map(take)
        .filter((img): img is Image => img !== null)
        .slice(0, galleryImages)
    : [];
  return {
    intro: introImage,
    banner: bannerImage,
    gallery: galleryItems,
    services: services.map((found) => take(found[0])),
    team: Array.from({ length: plan.teamCount }, (_, i) => take(team[i])),
    article: plan.article ? take(article[0]) : null,
  };
}
