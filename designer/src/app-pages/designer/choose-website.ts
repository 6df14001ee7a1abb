import type { ListedWebsite } from './websites-api.ts';

/**
 * Spec §2: the designer shows the website the URL names (a draft id or a handle); otherwise the
 * first owned website, otherwise the first website the user was invited to. The list arrives
 * newest first (api `sortWebsiteList`), so "first" is the newest.
 */
export function chooseWebsite(websites: readonly ListedWebsite[], fromUrl?: string): ListedWebsite | null {
  if (fromUrl) {
    const named = websites.find((w) => w.draftId === fromUrl || w.publishedHandle === fromUrl);
    if (named) return named;
  }
  return websites.find((w) => w.role === 'Owner') ?? websites[0] ?? null;
}
