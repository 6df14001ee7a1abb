import type { BusinessFields, ImportedImage, ImportedReview } from '../imported-business.ts';

type ArrayKey = 'services' | 'reviews' | 'images' | 'hours' | 'serviceArea';
const arrayKeys: ArrayKey[] = ['services', 'reviews', 'images', 'hours', 'serviceArea'];

const keyOf = {
  services: (s: string) => s.toLowerCase(),
  hours: (s: string) => s.toLowerCase(),
  serviceArea: (s: string) => s.toLowerCase(),
  reviews: (r: ImportedReview) => r.text.toLowerCase().replace(/\W+/g, ' ').slice(0, 60),
  images: (i: ImportedImage) => i.url,
};

function union<T>(lists: (T[] | undefined)[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of lists.flatMap((list) => list ?? [])) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

/**
 * Combines what several extractors found. A single value comes from the first source that has
 * one, `primary` before `fallback`. Lists (services, reviews, images, hours) are the union of the
 * primary sources, duplicates dropped (services, reviews, images, hours, service area); the fallback sources' lists are used only when no primary
 * source has any, because page heuristics are noisier than structured data.
 */
export function mergeFields(primary: BusinessFields[], fallback: BusinessFields[]): BusinessFields {
  const all = [...primary, ...fallback];
  const merged: BusinessFields = {};
  for (const part of all) {
    for (const [key, value] of Object.entries(part) as [keyof BusinessFields, unknown][]) {
      if (value === undefined || value === '' || (arrayKeys as string[]).includes(key)) continue;
      if (merged[key] === undefined) Object.assign(merged, { [key]: value });
    }
  }
  for (const key of arrayKeys) {
    const pick = (parts: BusinessFields[]) =>
      union(
        parts.map((p) => p[key] as never[] | undefined),
        keyOf[key] as (item: never) => string,
      );
    const fromPrimary = pick(primary);
    // Content images of a page are as good as any; other lists fall back only when empty.
    const list = key === 'images' ? pick(all) : fromPrimary.length > 0 ? fromPrimary : pick(fallback);
    if (list.length > 0) Object.assign(merged, { [key]: list });
  }
  return merged;
}
