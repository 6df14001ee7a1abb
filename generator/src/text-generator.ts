import type { AiPromptInput, aiPromptInput, GoogleAd, ThemeFont } from '@sitewright/model';
import type { z } from 'zod';
import type {
  ArticleCopy,
  FaqCopy,
  HeadingsCopy,
  Palette,
  QuoteCopy,
  ReviewCopy,
  ServiceCopy,
  TeamMemberCopy,
} from './copy/copy-shapes.ts';
import type { WebsiteCopy, WebsiteCopyRequest } from './copy/website-copy-spec.ts';

/**
 * What every generation is written from (spec §1): business name, location, activities, the
 * industry when known and a summary of the scraped link (capped at 7500 characters, spec §5).
 * The model's `aiPromptInput`, before its defaults.
 */
export type GenerationBrief = z.input<typeof aiPromptInput>;
export type { AiPromptInput };

/** Who a call is for and how it varies; recorded with the call. */
export interface GenerationContext {
  /** The signed-in user, or null for the public free tools. */
  userId?: string | null;
  websiteId?: string | null;
  /**
   * Varies the offline generator's choices: the same brief and seed always give the same copy.
   * @defaultValue 0
   */
  seed?: string | number;
}

/** A font pair of the templates (spec §5 "8 font pairs"): heading and body font. */
export interface FontPairChoice {
  name: string;
  heading: ThemeFont;
  body: ThemeFont;
}

/**
 * The AI text generator (spec §1, §5): everything it writes, each checked against the §5/§9
 * limits before it is returned, and each call recorded (AIPrompts). Two implementations:
 * `OpenAiGenerator` (structured outputs) and `OfflineGenerator` (deterministic, industry data);
 * `createTextGenerator` picks one from the configuration.
 */
export interface TextGenerator {
  /** The model that answers ('offline' for the built-in generator). */
  readonly model: string;
  /** 8 colour palettes with all 7 theme colours, WCAG AA text and button contrast. */
  palettes(brief: GenerationBrief, context?: GenerationContext): Promise<Palette[]>;
  /** The 8 font pairs the templates ship, best suited first. */
  fontPairs(brief: GenerationBrief, context?: GenerationContext): Promise<FontPairChoice[]>;
  /** Reviews of at most 4 sentences (640 characters). @defaultValue count 3 */
  reviews(brief: GenerationBrief, count?: number, context?: GenerationContext): Promise<ReviewCopy[]>;
  /** About text of at most 4 sentences. */
  about(brief: GenerationBrief, context?: GenerationContext): Promise<string>;
  article(brief: GenerationBrief, context?: GenerationContext): Promise<ArticleCopy>;
  /** @defaultValue count 6 */
  faq(brief: GenerationBrief, count?: number, context?: GenerationContext): Promise<FaqCopy[]>;
  /** @defaultValue count 6 */
  services(brief: GenerationBrief, count?: number, context?: GenerationContext): Promise<ServiceCopy[]>;
  /** @defaultValue count 3 */
  teamBios(brief: GenerationBrief, count?: number, context?: GenerationContext): Promise<TeamMemberCopy[]>;
  /** Quotes of at most 12 words. @defaultValue count 1 */
  quotes(brief: GenerationBrief, count?: number, context?: GenerationContext): Promise<QuoteCopy[]>;
  /** Headings and short texts (intro headline ≤ 6 words, contact title ≤ 4 words). */
  headings(brief: GenerationBrief, context?: GenerationContext): Promise<HeadingsCopy>;
  /** 12 business-name suggestions. */
  businessNames(brief: GenerationBrief, context?: GenerationContext): Promise<string[]>;
  /** 10 business ideas of 5 to 8 words. */
  businessIdeas(brief: GenerationBrief, context?: GenerationContext): Promise<string[]>;
  /** Google ads: headline ≤ 30, description ≤ 90 characters. @defaultValue count 3 */
  googleAds(brief: GenerationBrief, count?: number, context?: GenerationContext): Promise<GoogleAd[]>;
  /** A whole page's copy in one call (kind 'Website'): what website creation uses. */
  websiteCopy(
    brief: GenerationBrief,
    request: WebsiteCopyRequest,
    context?: GenerationContext,
  ): Promise<WebsiteCopy>;
}
