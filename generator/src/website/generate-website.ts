import { randomUUID } from 'node:crypto';
import {
  aiPromptInput,
  type CreationAnswers,
  type CreationOutcome,
  capScrapeText,
  classifyCreation,
  clipText,
  createDefaultWebsite,
  creationAnswers,
  defaultOnSectionTypes,
  errorMessage,
  fieldLimits,
  type Industry,
  reachText,
  type SectionType,
  type Website,
  website,
} from '@sitewright/model';
import type { WebsiteCopyRequest } from '../copy/website-copy-spec.ts';
import { townOf } from '../offline/fill.ts';
import { profileFor } from '../offline/industries/index.ts';
import { industryOf, tradeFor } from '../offline/write-context.ts';
import type { GenerationBrief, TextGenerator } from '../text-generator.ts';
import { markUnconfirmedFacts, withoutUnconfirmedFacts } from '../truth/mark-suggestions.ts';
import { addClaimsToConfirm, copyForUnmarkedPlaces, ownerFactsOfCreation } from './check-draft.ts';
import { type ImageSource, type ImportedSummary, importedImage } from './creation-inputs.ts';
import { type CreationEvent, creationProgress } from './creation-stages.ts';
import {
  contactOf,
  fillSections,
  hoursOf,
  importedReviewsOf,
  importedServicesOf,
  ownerServicesOf,
  reviewSourceOf,
} from './fill-sections.ts';
import { pickSiteImages } from './pick-site-images.ts';
import { searchSettingsOf, themeOf } from './site-settings.ts';

export interface CreationDependencies {
  generator: TextGenerator;
  /** Gallery, banner and intro images; without one, image slots stay null and the gallery empty. */
  images?: ImageSource;
  /**
   * Imports the supplied link (the "checking the link" and "importing content" stages). It calls
   * `fetched()` once the page is fetched; it resolves null (or throws) when nothing was imported.
   */
  importLink?: (url: string, progress: { fetched(): void }) => Promise<ImportedSummary | null>;
  /** @defaultValue () => new Date() */
  now?: () => Date;
}

export interface CreationOptions {
  /** The owner. */
  userId: string;
  /** @defaultValue a random UUID */
  websiteId?: string;
  /** Varies the offline generator's choices (a Retry may pass another). @defaultValue 0 */
  seed?: string | number;
  /** An import made beforehand; when given, `importLink` is not called. */
  imported?: ImportedSummary | null;
  /** Progress: the stages in order, and 'taking longer than expected' notices. */
  onStage?: (event: CreationEvent) => void;
}

export interface CreatedWebsite {
  /** A complete draft that parses with the model's `website` schema. */
  website: Website;
  /** Spec §4: success, partial success, no content imported or minimal content imported. */
  outcome: CreationOutcome;
  /** The industry the copy was written for (given or classified); null: none matched. */
  industry: Industry | null;
}

/** Spec §8 'There was a problem creating your website', with Retry. */
export class CreationError extends Error {
  override readonly name = 'CreationError';
  readonly code = 'website-creation-failed';
  readonly retryable = true;
  constructor(options?: { cause?: unknown }) {
    super(errorMessage('website-creation-failed'), options);
  }
}

/** The import's text as the generator is prompted with it (spec §1 "a summary of the scraped link"). */
function summaryOf(imported: ImportedSummary | null): string {
  if (!imported) return '';
  if (imported.summary) return capScrapeText(imported.summary);
  const facts = [
    imported.name && `Name: ${imported.name}`,
    imported.category && `Category: ${imported.category}`,
    imported.description && `Description: ${imported.description}`,
    imported.services?.length && `Services: ${imported.services.join('; ')}`,
  ].filter(Boolean);
  return capScrapeText([...facts, imported.text].join('\n').trim());
}

/**
 * The copy asked for. Never reviews or team members: those are facts only the owner can give (an
 * invented review is a fake review; an invented person does not work there), so the Customer
 * Reviews and Team sections start with their heading only, or with the reviews imported from the
 * owner's page, and the published page leaves an empty one out.
 */
function copyRequest(types: readonly SectionType[], ownerServices: number): WebsiteCopyRequest {
  const has = (t: SectionType) => types.includes(t);
  return {
    // Enough for a description of each of the owner's services the generator knows, and spares.
    services: has('Services') ? Math.min(fieldLimits.maxServiceItems, Math.max(6, ownerServices + 3)) : 0,
    faq: has('FAQ') ? 6 : 0,
    reviews: 0,
    team: 0,
    quotes: has('TextBanner') ? 1 : 0,
    article: has('Article'),
  };
}

/**
 * Creates a complete draft from the onboarding answers (spec §2 "launch"): imports the link when
 * there is one, writes the copy of every chosen section, picks images, and applies the chosen or
 * generated colours and fonts. Emits the stages of spec §2 in order through `onStage`. The result
 * parses with `website`; its `outcome` is the §4 classification of the import.
 * @throws CreationError when the text generator fails (the client offers Retry)
 */
export async function generateWebsite(
  answersInput: CreationAnswers,
  deps: CreationDependencies,
  options: CreationOptions,
): Promise<CreatedWebsite> {
  const answers = creationAnswers.parse(answersInput);
  const link = answers.link?.trim() || '';
  const progress = creationProgress(link !== '', options.onStage);
  try {
    let imported = options.imported ?? null;
    if (link) {
      progress.enter('checkingLink');
      if (!imported && deps.importLink) {
        imported = await deps
          .importLink(link, { fetched: () => progress.enter('importingContent') })
          .catch(() => null);
      }
      progress.enter('importingContent');
    }

    progress.enter('personalizing');
    // The owner's services tell the generator the trade and which services to describe.
    const ownerServices = (answers.services ?? []).map((name) => name.trim());
    const types = answers.sections ?? defaultOnSectionTypes;
    const brief: GenerationBrief = {
      businessName: answers.businessName,
      location: answers.location,
      activities:
        answers.description || clipText(imported?.description ?? '', fieldLimits.businessDescription),
      scrapedText: capScrapeText(
        [
          ownerServices.length > 0 ? `Services: ${ownerServices.join('; ')}` : '',
          reachText(answers.hours ?? [], answers.serviceArea ?? []),
          summaryOf(imported),
        ]
          .filter(Boolean)
          .join('\n'),
      ),
    };
    const industry = answers.industry ?? industryOf(aiPromptInput.parse(brief));
    const trade = tradeFor(aiPromptInput.parse({ ...brief, ...(industry ? { industry } : {}) }));
    if (industry) brief.industry = industry;
    const context = { userId: options.userId, websiteId: options.websiteId ?? null, seed: options.seed ?? 0 };
    const importedReviews = importedReviewsOf(imported, reviewSourceOf(imported));
    const [copy, palettes, pairs] = await Promise.all([
      deps.generator.websiteCopy(brief, copyRequest(types, ownerServices.length), context),
      answers.colours ? null : deps.generator.palettes(brief, context),
      answers.fonts ? null : deps.generator.fontPairs(brief, context),
    ]).catch((cause: unknown) => {
      throw new CreationError({ cause });
    });

    progress.enter('organizingLayouts');
    const facts = ownerFactsOfCreation(answers, imported);
    const plain = copyForUnmarkedPlaces(copy, facts);
    const profile = profileFor(industry);
    const importedServices = importedServicesOf(imported, copy.services);
    const town = townOf(answers.location);
    const ownServices = ownerServicesOf(ownerServices, copy.services, {
      businessName: answers.businessName,
      town,
    });
    const draft = createDefaultWebsite({
      id: options.websiteId ?? randomUUID(),
      userId: options.userId,
      businessName: answers.businessName,
      description: brief.activities || plain.about,
      location: answers.location,
      ...(industry ? { industry } : {}),
      sectionTypes: types,
      contact: contactOf(answers.contact, imported, answers),
      now: (deps.now ?? (() => new Date()))(),
    });
    const listed = ownServices.length > 0 ? ownServices : [...importedServices, ...copy.services];
    const serviceCount = draft.sections.some((s) => s.type === 'Services')
      ? ownServices.length || Math.max(6, importedServices.length)
      : 0;
    const images = await pickSiteImages(
      deps.images,
      {
        industry,
        trade,
        profile,
        intro: types.includes('Introduction'),
        banner: types.includes('ImageBanner'),
        gallery: types.includes('Gallery'),
        serviceHeadings: listed.slice(0, serviceCount).map((s) => s.heading),
        teamCount: 0,
        article: types.includes('Article'),
      },
      (imported?.images ?? []).flatMap((img) => importedImage(img, answers.businessName) ?? []),
    );
    fillSections(draft.sections, {
      businessName: answers.businessName,
      town,
      copy: { ...copy, headings: plain.headings },
      images,
      importedServices,
      importedReviews,
      ownerServices: ownServices,
    });

    progress.enter('finishingTouches');
    // The owner's hours come first; the page's hours fill in when the owner gave none.
    const hours = answers.hours?.length ? '' : hoursOf(imported);
    const area = reachText([], draft.websiteSettings.contact.serviceArea);
    for (const s of draft.sections) {
      if (s.type === 'Contact' && hours) {
        s.details.otherDetails = clipText(
          [hours, area].filter(Boolean).join('. '),
          fieldLimits.otherContactDetails,
        );
      }
    }
    const pageServices = draft.sections.flatMap((s) => (s.type === 'Services' ? s.items : []));
    Object.assign(
      draft.websiteSettings,
      searchSettingsOf({
        businessName: answers.businessName,
        town,
        trade,
        profile,
        description: brief.activities ?? '',
        // Settings are not marked: a service name stating an unconfirmed fact stays out of them.
        services: (pageServices.length > 0 ? pageServices : listed)
          .map((s) => withoutUnconfirmedFacts(s.heading, facts))
          .filter(Boolean),
        about: draft.websiteSettings.businessDescription,
      }),
    );
    // Every sentence stating a fact the owner did not give becomes a marked suggestion.
    addClaimsToConfirm(draft.sections, copy.toConfirm ?? []);
    const checked = markUnconfirmedFacts(draft.sections, facts);
    draft.sections = checked.sections;
    draft.suggestions = checked.suggestions;
    draft.theme = themeOf(profile, answers.colours ?? palettes?.[0]?.colors, answers.fonts ?? pairs?.[0]);
    const parsed = website.safeParse(draft);
    if (!parsed.success) throw new CreationError({ cause: parsed.error });

    return {
      website: parsed.data,
      outcome: classifyCreation({
        status: 'finished',
        linkSupplied: link !== '',
        scrapedTextLength: imported?.text.length ?? 0,
      })!,
      industry,
    };
  } finally {
    progress.finish();
  }
}
