import {
  type CreationDependencies,
  createTextGenerator,
  type ImageProviders,
  type ImageSlot,
  imageProvidersFromConfig,
  importLink,
  importSummary,
  pickImages,
} from '@sitewright/generator';
import { databaseRecorder } from '../ai-prompts/database-recorder.ts';
import type { WebsitesDependencies } from './dependencies.ts';

/**
 * What website creation runs on, chosen once from the configuration (ARCHITECTURE "One code path,
 * two scales"): the OpenAI generator with `OPENAI_API_KEY`, the offline one otherwise (also when
 * the app runs without a configuration, as in tests); Pexels / Unsplash when their keys are set,
 * the bundled pictures otherwise; the safe link importer.
 */
export function creationDependencies(deps: WebsitesDependencies): CreationDependencies {
  const { config, logger } = deps;
  const generator = createTextGenerator(config?.ai ?? { kind: 'offline' }, {
    recorder: databaseRecorder(deps.db, (err) => logger.warn({ err }, 'could not record an AI prompt')),
  });
  const providers: ImageProviders = config
    ? imageProvidersFromConfig(config)
    : { stock: [], appUrl: deps.auth.settings.appUrl };
  return {
    generator,
    images: {
      async pick(kind, query, count, hints) {
        // The pickers know three slots; services, team and article photos come from the gallery's.
        // No industry: no bundled drawing suits the business, so only stock photos are searched.
        const slot: ImageSlot = kind === 'intro' || kind === 'banner' ? kind : 'gallery';
        return pickImages(hints.industry, slot, count, providers, {
          query,
          onProviderError: (provider, err) => logger.warn({ err, provider }, 'an image provider failed'),
        });
      },
    },
    async importLink(url, progress) {
      // IMPORT_ALLOW_HOSTS (tests only, refused in production) lets a journey import a local page.
      const result = await importLink(url, { allowHosts: config?.importer.allowHosts ?? [] });
      progress.fetched();
      const { business } = result;
      if (result.outcome === 'noContentImported') return null;
      return { ...business, summary: importSummary(business) };
    },
  };
}
