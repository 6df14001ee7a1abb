import {
  classifyIndustry,
  createBundledProvider,
  type ImageProviders,
  imageProvidersFromConfig,
  pickImages,
} from '@sitewright/generator';
import { type Image, imageCalls } from '@sitewright/model';
import type { AppServices } from '../auth/app-services.ts';
import type { Config } from '../config.ts';
import type { ApiRoutes } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';

/** What the image search works with (`ApiDependencies` fits). */
export interface ImageRoutesDependencies extends Pick<AppServices, 'auth'> {
  logger: Logger;
  /** `PEXELS_API_KEY` / `UNSPLASH_ACCESS_KEY` and `APP_URL`; without it, the bundled pictures only. */
  config?: Config;
}

/** Stock services meter searches per key (Unsplash's demo key: 50 an hour), so each user gets a share. */
export const imageSearchesPerUser: RateRule = {
  name: 'image-search-user',
  limit: 120,
  windowMs: 60 * 60_000,
};

/**
 * `GET /api/images/search` (spec §1: "an image search service … supplies gallery, banner and intro
 * images"): Pexels, then Unsplash when their keys are set, the bundled pictures otherwise, in the §3
 * Image shape. With an industry (given, or read from the query's words) it is `pickImages`; a query
 * naming no trade is searched on the stock services, then on the bundled pictures' words.
 */
export function imageRoutes(routes: ApiRoutes, deps: ImageRoutesDependencies): void {
  const providers: ImageProviders = deps.config
    ? imageProvidersFromConfig(deps.config)
    : { stock: [], appUrl: deps.auth.settings.appUrl };
  const onProviderError = (provider: string, err: unknown) =>
    deps.logger.warn({ err, provider }, 'an image provider failed');

  routes.implement(
    imageCalls.searchImages,
    {
      summary: 'Search images for a site: Pexels, Unsplash or the bundled pictures',
      limits: ({ user }) => [{ rule: imageSearchesPerUser, key: user?.id ?? '' }],
    },
    async ({ query }) => {
      if (!query.query && !query.industry) {
        throw new ApiError(400, 'invalid-request', 'Give a query or an industry to search images for.');
      }
      const trade = query.industry ?? classifyIndustry({ description: query.query }).industry;
      const images = trade
        ? await pickImages(trade, query.kind, query.count, providers, {
            ...(query.query ? { query: query.query } : {}),
            onProviderError,
          })
        : await searchAnywhere(providers, query.query, query.count, onProviderError);
      return { images };
    },
  );
}

/** The first provider with results wins, so photos and illustrations are never mixed. */
async function searchAnywhere(
  providers: ImageProviders,
  query: string,
  count: number,
  onProviderError: (provider: string, err: unknown) => void,
): Promise<Image[]> {
  for (const provider of [...providers.stock, createBundledProvider(providers.appUrl)]) {
    try {
      const found = await provider.search(query, { count, orientation: 'landscape' });
      if (found.length > 0) return found.slice(0, count);
    } catch (error) {
      onProviderError(provider.name, error);
    }
  }
  return [];
}
