import {
  connectOpenAiNote,
  createTextRewriter,
  GenerationError,
  RewriteRefusal,
  type TextRewriter,
} from '@sitewright/generator';
import { type RewriteOptions, rewriteCalls } from '@sitewright/model';
import { databaseRecorder } from '../ai-prompts/database-recorder.ts';
import type { ApiRoutes } from '../contract/index.ts';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { requireCapability, requireMember } from '../websites/website-access.ts';

/**
 * Who may rewrite (docs/decisions/rewrite.md): spec §6 "Edit content and settings" — the owner and
 * editors, who may edit the draft. Edit control is not needed: a rewrite changes nothing; the
 * designer writes an accepted suggestion with an ordinary save, which needs it.
 */
const capability = 'editContentAndSettings' as const;

const hour = 60 * 60_000;
/** Per user: a rewrite every 30 s for an hour of editing, too few to farm the AI service. */
export const rewritesPerUser: RateRule = { name: 'rewrite-user', limit: 120, windowMs: hour };
/** All users together: a ceiling on AI spend, as the free tools have. */
export const rewritesOverall: RateRule = { name: 'rewrite-all', limit: 3000, windowMs: hour };

/** The refusals, with their owner-facing messages (the generator's words). */
const refusalStatus = { 'not-offered': 409, 'no-room': 422, 'too-long': 422 } as const;
const refusalCodes = {
  'not-offered': 'rewrite-not-offered',
  'no-room': 'rewrite-no-room',
  'too-long': 'rewrite-too-long',
} as const;
export const rewriteUnavailable = {
  status: 503,
  code: 'rewrite-unavailable',
  message: 'We could not rewrite this just now. Please try again in a minute.',
} as const;

const websiteRefusals = [
  { status: 404, code: 'website-not-found' },
  { status: 401, code: 'invalid-authorization-token' },
];

/**
 * The rewriter: OpenAI when `OPENAI_API_KEY` is set, the offline one (spelling only) otherwise,
 * every call recorded in `ai_prompts`. The owner waits in the designer: 15 s a request, one SDK
 * retry and one re-ask.
 */
export function rewriterOf(deps: Pick<RouteDependencies, 'db' | 'logger' | 'config'>): TextRewriter {
  return createTextRewriter(deps.config?.ai ?? { kind: 'offline' }, {
    recorder: databaseRecorder(deps.db, (err) => deps.logger.warn({ err }, 'could not record an AI prompt')),
    timeoutMs: 15_000,
    maxRetries: 1,
    maxAttempts: 2,
  });
}

/** `GET` and `POST /api/websites/{websiteId}/rewrite` (model `rewriteCalls`). */
export function rewriteRoutes(
  routes: ApiRoutes,
  deps: RouteDependencies & { rewriter?: TextRewriter },
): void {
  const rewriter = deps.rewriter ?? rewriterOf(deps);
  const member = async (websiteId: string, user: { id: string; email: string }) => {
    const found = await requireMember(deps.db, websiteId, user);
    requireCapability(found, capability);
    return found.website.id;
  };

  routes.implement(
    rewriteCalls.rewriteOptions,
    {
      summary: 'The rewrite actions this server performs (owner and editors)',
      description:
        'With an AI service (OPENAI_API_KEY) every action and language; without, only `fixSpelling` (a spelling dictionary), with the note to connect OpenAI.',
      tags: ['rewrite'],
      errors: websiteRefusals,
    },
    async ({ params, user }) => {
      await member(params.websiteId, user);
      const options: RewriteOptions = {
        actions: [...rewriter.actions],
        languages: [...rewriter.languages],
        note: rewriter.model === 'offline' ? connectOpenAiNote : null,
      };
      return options;
    },
  );

  routes.implement(
    rewriteCalls.rewriteText,
    {
      summary: 'Rewrite a selected text within its field’s limit (owner and editors)',
      description:
        'Shorter, longer, friendlier, more formal, spelling (and grammar with an AI) or a translation of `text`, never longer than `maxLength` (the field’s §9 limit less the text kept around the selection). ' +
        'Nothing is saved. An AI answer over the limit is asked for again, then cut to whole sentences, else refused (422 `rewrite-too-long`). ' +
        'Without an AI service only `fixSpelling` is performed (409 `rewrite-not-offered` for the others).',
      tags: ['rewrite'],
      errors: [
        ...websiteRefusals,
        { status: 409, code: 'rewrite-not-offered' },
        { status: 422, code: 'rewrite-no-room' },
        { status: 422, code: 'rewrite-too-long' },
        { status: 503, code: 'rewrite-unavailable' },
      ],
      limits: ({ user }) => [
        { rule: rewritesPerUser, key: user?.id ?? '' },
        { rule: rewritesOverall, key: 'all' },
      ],
    },
    async ({ params, body, user }) => {
      const websiteId = await member(params.websiteId, user);
      try {
        const answer = await rewriter.rewrite(body, { userId: user.id, websiteId });
        // Checked once more where it leaves: nothing over the room the field has.
        if (answer.text.length > body.maxLength) {
          throw new RewriteRefusal('too-long', 'The suggestion is longer than this text may be.');
        }
        return answer;
      } catch (error) {
        if (error instanceof RewriteRefusal) {
          throw new ApiError(refusalStatus[error.code], refusalCodes[error.code], error.message);
        }
        if (error instanceof GenerationError) {
          deps.logger.warn({ err: error, reason: error.code }, 'a rewrite failed');
          throw new ApiError(rewriteUnavailable.status, rewriteUnavailable.code, rewriteUnavailable.message);
        }
        throw error;
      }
    },
  );
}
