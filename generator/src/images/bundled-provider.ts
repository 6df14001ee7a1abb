import { allBundledImages, type BundledImage, bundledSiteImage } from './bundled/bundled-images.ts';
import { pictureArt } from './bundled/trade-art.ts';
import type { ImageProvider } from './image-provider.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);

/** The words a bundled picture answers to: its set, place, motif, tags and alt text. */
function vocabulary(picture: BundledImage): Set<string> {
  const art = pictureArt[picture.set];
  return new Set(
    words([picture.set, art.search, art.place, art.shows, ...picture.tags, picture.description].join(' ')),
  );
}

/**
 * The offline image search: the bundled illustrations, ranked by how many query words they answer
 * to (ties keep catalogue order: intro, banner, gallery). A query that matches nothing finds
 * nothing. Orientation is ignored: every picture is drawn to be cropped to any frame.
 */
export function createBundledProvider(appUrl: string): ImageProvider {
  const catalogue = allBundledImages().map((picture) => ({ picture, vocabulary: vocabulary(picture) }));
  return {
    name: 'Bundled',
    async search(query, { count }) {
      const wanted = words(query);
      return catalogue
        .map((entry, index) => ({
          ...entry,
          index,
          score: wanted.filter((w) => entry.vocabulary.has(w)).length,
        }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.index - b.index)
        .slice(0, Math.max(0, count))
        .map((entry) => bundledSiteImage(entry.picture, appUrl));
    },
  };
}
