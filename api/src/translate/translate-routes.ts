import {
  createSiteTranslator,
  GenerationError,
  type SiteTranslator,
  TranslateRefusal,
  translateNotes,
  translatePage,
} from '@sitewright/generator';
import { secondLanguageCodes, type TranslateOptions, translateCalls } from '@sitewright/model';
import { databaseRecorder } from '../ai-prompts/database-recorder.ts';
import type { ApiRoutes } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { requireCapability, requireMember } from '../websites/website-access.ts';

/**
 * Who may translate (docs/decisions/languages.md): spec §6 "Edit content and settings" — the owner
 * and editors. No edit control is needed: a translation changes nothing; the designer merges it
 * into the draft and saves, which needs it.
 */
const capability = 'editContentAndSettings' as const;

const hour = 60 * 60_000;
/** Per user: a whole page is one call (several AI requests), so far fewer than rewrites. */
export const translationsPerUser: RateRule = { name: 'translate-user', limit: 20, windowMs: hour };
/** All users together: a ceiling on AI spend. */
export const translationsOverall: RateRule = { name: 'translate-all', limit: 300, windowMs: hour };

export const translateUnavailable = {
  status: 503,
  code: 'translate-unavailable',
  message: 'We could not translate the page just now. Please try again in a minute.',
} as const;

const websiteRefusals = [
  { status: 404, code: 'website-not-found' },
  { status: 401, code: 'invalid-authorization-token' },
];

/**
 * The translator: OpenAI when `OPENAI_API_KEY` is set, none otherwise; every AI request recorded
 * in `ai_prompts`. The owner waits in the designer: a minute a request, one SDK retry, one re-ask.
 */
export function translatorOf(deps: Pick<RouteDependencies, 'db' | 'logger' | 'config'>): SiteTranslator {
  return createSiteTranslator(deps.config?.ai ?? { kind: 'offline' }, {
    recorder: databaseRecorder(deps.db, (err) => deps.logger.warn({ err }, 'could not record an AI prompt')),
    timeoutMs: 60_000,
    maxRetries: 1,
    maxAttempts: 2,
  });
}

/** `GET` and `POST /api/websites/{websiteId}/translate` (model `translateCalls`). */
export function translateRoutes(
  routes: ApiRoutes,
  deps: RouteDependencies & { translator?: SiteTranslator },
): void {
  const translator = deps.translator ?? translatorOf(deps);
  const member = async (websiteId: string, user: { id: string; email: string }) => {
    const found = await requireMember(deps.db, websiteId, user);
    requireCapability(found, capability);
    return found.website;
  };

  routes.implement(
    translateCalls.translateOptions,
    {
      summary: 'Whether this server translates pages with AI (owner and editors)',
      description:
        'With an AI service (OPENAI_API_KEY) `ai` is true and `note` null; without, `ai` is false and the note says to connect OpenAI: only the product’s own words are translated, the owner enters the rest.',
      tags: ['translate'],
      errors: websiteRefusals,
    },
    async ({ params, user }) => {
      await member(params.websiteId, user);
      const options: TranslateOptions = {
        ai: translator.ai,
        languages: [...secondLanguageCodes],
        note: translator.ai ? null : translateNotes.offline,
      };
      return options;
    },
  );

  routes.implement(
    translateCalls.translatePage,
    {
      summary: 'Translate the saved draft’s text fields into a second language (owner and editors)',
      description:
        'Translates the fields named by `keys`, else every field without a translation for its present words (all of them when the draft’s second language is another one). ' +
        'Each translation is within its field’s §9 limit and carries the English words it was written for (`source`). Nothing is saved: the designer merges the answer into `secondLanguage.translations` and saves the draft. ' +
        'The cookie banner, form and newsletter words the product wrote are translated without AI; with an AI service the rest in batches — an answer over a field’s limit is asked for again, then the field is left in `untranslated`, never cut. Without one every other field is in `untranslated`, with the note to connect OpenAI.',
      tags: ['translate'],
      errors: [
        ...websiteRefusals,
        { status: 422, code: 'translate-unknown-field' },
        { status: 503, code: 'translate-unavailable' },
      ],
      limits: ({ user }) => [
        { rule: translationsPerUser, key: user?.id ?? '' },
        { rule: translationsOverall, key: 'all' },
      ],
    },
    async ({ params, body, user }) => {
      const website = await member(params.websiteId, user);
      try {
        return await translatePage(website.draft, body, translator, {
          userId: user.id,
          websiteId: website.id,
        });
      } catch (error) {
        if (error instanceof TranslateRefusal) {
          throw new ApiError(422, 'translate-unknown-field', error.message);
        }
        if (error instanceof GenerationError) {
          deps.logger.warn({ err: error, reason: error.code }, 'a page translation failed');
          throw new ApiError(
            translateUnavailable.status,
            translateUnavailable.code,
            translateUnavailable.message,
          );
        }
        throw error;
      }
    },
  );
}
