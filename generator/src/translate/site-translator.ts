import type { SecondLanguageCode } from '@sitewright/model';
import type { GenerationContext } from '../text-generator.ts';

/** One text field sent to a translator: its key, what the designer calls it, its words and its §9 limit. */
export interface FieldToTranslate {
  key: string;
  label: string;
  text: string;
  maxLength: number;
  multiline: boolean;
}

/** What a translator gives back: the translations it stands behind, and the keys it leaves. */
export interface TranslatedFields {
  /** By key: a translation within its field's limit. */
  texts: Record<string, string>;
  /** The keys with no translation (none offline; an answer that kept breaking the field's rules). */
  left: string[];
}

/** Translates a page's text fields into its second language (the designer's "Translate with AI"). */
export interface SiteTranslator {
  /** The model that answers, or 'offline'. */
  readonly model: string;
  /** Whether an AI service translates: offline, nothing is translated and the owner writes the texts. */
  readonly ai: boolean;
  /**
   * Translations of `fields` into `language`, each at most its field's `maxLength` — never cut,
   * never made up: a field without a good answer is in `left`. Throws `GenerationError` when the
   * AI service fails.
   */
  translate(
    language: SecondLanguageCode,
    fields: readonly FieldToTranslate[],
    context?: GenerationContext,
  ): Promise<TranslatedFields>;
}

/**
 * Without an AI service: no translation at all — a deterministic tool cannot translate an owner's
 * words, and a fake one would be published. The page's own words (cookie banner, form) are the
 * model's `knownTranslations`, which `translatePage` adds whatever the translator.
 */
export class OfflineTranslator implements SiteTranslator {
  readonly model = 'offline';
  readonly ai = false;

  async translate(
    _language: SecondLanguageCode,
    fields: readonly FieldToTranslate[],
  ): Promise<TranslatedFields> {
    return { texts: {}, left: fields.map((field) => field.key) };
  }
}
