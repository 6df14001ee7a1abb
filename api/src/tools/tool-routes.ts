import { OfflineGenerator } from '@sitewright/generator';
import { toolCalls } from '@sitewright/model';
import type { Database } from '@sitewright/store';
import type { Config } from '../config.ts';
import type { ApiRoutes, AuthUser } from '../contract/index.ts';
import type { RateHit, RateRule } from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';
import { suggestServices } from './service-suggestions.ts';
import { generateChecked, generationUnavailable, toolGenerator } from './tool-generation.ts';

/** How many ads the Google ad creator writes per call (the generator's default, one per angle). */
export const adsPerCall = 3;

/** What the generator's answers are checked against: the answers of the contracts. */
const answers = {
  names: toolCalls.businessNames.responses[200].shape.names,
  ideas: toolCalls.businessIdeas.responses[200].shape.ideas,
  ads: toolCalls.googleAds.responses[200].shape.ads,
  services: toolCalls.serviceSuggestions.responses[200].shape.services,
};

/** What the free tools work with (`ApiDependencies` fits). */
export interface ToolsDependencies {
  db: Database;
  logger: Logger;
  /** `OPENAI_API_KEY` picks the OpenAI generator; without a configuration, the offline one. */
  config?: Config;
}

const hour = 60 * 60_000;

/** Per tool and address: enough to try a dozen descriptions, too few to farm the generator. */
export const toolCallsPerIp = {
  businessNames: { name: 'tools-business-names-ip', limit: 20, windowMs: hour },
  businessIdeas: { name: 'tools-business-ideas-ip', limit: 20, windowMs: hour },
  googleAds: { name: 'tools-google-ads-ip', limit: 20, windowMs: hour },
  // Onboarding asks again as the owner edits the description, so more calls than the tools.
  serviceSuggestions: { name: 'tools-service-suggestions-ip', limit: 120, windowMs: hour },
} as const satisfies Record<string, RateRule>;

/** All free-tool calls of all visitors together: a ceiling on AI spend when many addresses call. */
export const toolCallsOverall: RateRule = { name: 'tools-all', limit: 3000, windowMs: hour };

const limitsOf =
  (rule: RateRule) =>
  ({ ip }: { ip: string }): RateHit[] => [
    { rule, key: ip },
    { rule: toolCallsOverall, key: 'all' },
  ];

const errors = [generationUnavailable] as const;
const contextOf = (user: AuthUser | null) => ({ userId: user?.id ?? null });

/**
 * The free tools of the marketing site (spec §1): business name creator, business idea creator and
 * Google ad creator. Public (`auth: 'optional'`: a signed-in caller's id is recorded with the
 * call), rate-limited per address, every answer within the §5 counts and limits.
 */
export function toolRoutes(routes: ApiRoutes, deps: ToolsDependencies): void {
  const generator = toolGenerator(deps);
  const { logger } = deps;

  routes.implement(
    toolCalls.businessNames,
    {
      summary: 'Suggest 12 business names (free tool, spec §1 and §5)',
      errors,
      limits: limitsOf(toolCallsPerIp.businessNames),
    },
    async ({ body, user }) => {
      const brief = {
        businessName: body.businessName ?? '',
        activities: body.description,
        ...(body.industry ? { industry: body.industry } : {}),
      };
      const names = await generateChecked(logger, 'business-names', answers.names, () =>
        generator.businessNames(brief, contextOf(user)),
      );
      return { names };
    },
  );

  routes.implement(
    toolCalls.businessIdeas,
    {
      summary: 'Suggest 10 business ideas of 5 to 8 words (free tool, spec §1 and §5)',
      errors,
      limits: limitsOf(toolCallsPerIp.businessIdeas),
    },
    async ({ body, user }) => {
      const brief = { businessName: '', activities: body.interests };
      const ideas = await generateChecked(logger, 'business-ideas', answers.ideas, () =>
        generator.businessIdeas(brief, contextOf(user)),
      );
      return { ideas };
    },
  );

  routes.implement(
    toolCalls.googleAds,
    {
      summary: 'Write Google search ads, headline ≤ 30 and description ≤ 90 (free tool, spec §1 and §5)',
      errors,
      limits: limitsOf(toolCallsPerIp.googleAds),
    },
    async ({ body, user }) => {
      const brief = { businessName: body.businessName, activities: body.description };
      const ads = await generateChecked(logger, 'google-ads', answers.ads, () =>
        generator.googleAds(brief, adsPerCall, contextOf(user)),
      );
      return { ads };
    },
  );

  // Decision: suggestions come from the offline generator's trade data even when OpenAI is
  // configured: they are asked for while the owner types, so they must be instant and free, and
  // they are not recorded as AI prompts.
  const offline = new OfflineGenerator();
  routes.implement(
    toolCalls.serviceSuggestions,
    {
      summary: "Suggest services for the owner's trade, from their words (onboarding chips)",
      errors,
      limits: limitsOf(toolCallsPerIp.serviceSuggestions),
    },
    async ({ body }) => {
      const services = await generateChecked(logger, 'service-suggestions', answers.services, () =>
        suggestServices(offline, body),
      );
      return { services };
    },
  );
}
