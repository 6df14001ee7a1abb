import type { RouteAnswer, RouteCallInput, toolCalls } from '@sitewright/model';
import { useCallback, useRef, useState } from 'react';
import { ApiError, clientErrors, postJson } from '../api/post-json.ts';

/**
 * The three free-tool calls (spec §1), typed by their contracts in model (`toolCalls`). Model is
 * imported for its types only, so the marketing bundle stays free of zod; `tools-api.test.ts`
 * checks each path is its contract's. Failures answer `{ code, message }`.
 */
type Calls = typeof toolCalls;
export type BusinessNamesRequest = RouteCallInput<Calls['businessNames']>['body'];
export type BusinessNamesAnswer = RouteAnswer<Calls['businessNames']>;
export type BusinessIdeasRequest = RouteCallInput<Calls['businessIdeas']>['body'];
export type BusinessIdeasAnswer = RouteAnswer<Calls['businessIdeas']>;
export type GoogleAdsRequest = RouteCallInput<Calls['googleAds']>['body'];
export type GoogleAdsAnswer = RouteAnswer<Calls['googleAds']>;

export const toolPaths = {
  businessNames: '/api/tools/business-names',
  businessIdeas: '/api/tools/business-ideas',
  googleAds: '/api/tools/google-ads',
} as const satisfies Partial<Record<keyof Calls, string>>;

/** Spec §9 limits the tools use (kept as constants so the marketing bundle stays free of zod). */
export const toolLimits = {
  businessName: 48,
  businessDescription: 1024,
  googleAdHeadline: 30,
  googleAdDescription: 90,
} as const;

export interface ToolCall<Request, Answer> {
  run(request: Request): Promise<void>;
  pending: boolean;
  error: string | null;
  answer: Answer | null;
}

/** Runs one tool call at a time; a newer call's answer replaces an older one's. */
export function useToolCall<Request, Answer>(path: string): ToolCall<Request, Answer> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const latest = useRef(0);

  const run = useCallback(
    async (request: Request) => {
      const mine = ++latest.current;
      setPending(true);
      setError(null);
      try {
        const result = await postJson<Answer>(path, request);
        if (mine === latest.current) setAnswer(result);
      } catch (err) {
        if (mine === latest.current) setError(err instanceof ApiError ? err.message : clientErrors.unknown);
      } finally {
        if (mine === latest.current) setPending(false);
      }
    },
    [path],
  );
  return { run, pending, error, answer };
}
