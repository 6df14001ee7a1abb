import { type Image, type Industry, image } from '@sitewright/model';
import type { IndustryProfile } from '../offline/industry-profile.ts';
import type { ImageKind, ImageSource } from './creation-inputs.ts';
import { placeholderImage } from './placeholder-image.ts';

/** The images of a new page, slot by slot; null where nothing was found (the schema allows it). */
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
/** Placeholders a gallery gets when no image source and no imported photo is available. */
export const galleryPlaceholders = 3;

const firstUrl = (img: Image) => img.urls[0]?.url ?? '';

/**
 * Chooses the page's images: the owner's imported photos first (intro, then gallery), then the
 * image source. A source that fails or returns something that is not a §3 image yields nothing for
 * that slot; creation never fails over a picture. No image appears twice on the page.
 */
export async function pickSiteImages(
  source: ImageSource | undefined,
  plan: ImagePlan,
  imported: readonly Image[],
): Promise<SiteImages> {
  const q = plan.profile.images;
  const ask = async (kind: ImageKind, query: string, count: number): Promise<Image[]> => {
    if (!source || count <= 0) return [];
    try {
      const found = await source.pick(kind, query, count, { industry: plan.industry });
      return found.flatMap((candidate) => {
        const parsed = image.safeParse(candidate);
        return parsed.success ? [parsed.data] : [];
      });
    } catch {
      return [];
    }
  };
  const label = plan.profile.slug === 'general' ? '' : ` ${plan.profile.label.toLowerCase()}`;
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
    gallery:
      plan.gallery && galleryItems.length === 0
        ? Array.from({ length: galleryPlaceholders }, placeholderImage)
        : galleryItems,
    services: services.map((found) => take(found[0])),
    team: Array.from({ length: plan.teamCount }, (_, i) => take(team[i])),
    article: plan.article ? take(article[0]) : null,
  };
}
