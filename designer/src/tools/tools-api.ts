import { useCallback, useRef, useState } from 'react';
import { ApiError, clientErrors, postJson } from '../api/post-json.ts';

/**
 * The three free-tool calls (spec §1). The api implements them with exactly these shapes
 * (documented in `designer/README.md`); failures answer `{ code, message }`.
 */
export interface BusinessNamesRequest {
  businessName?: string;
  description: string;
  industry?: string;
}
export interface BusinessNamesAnswer {
  /** Twelve suggestions. */
  names: string[];
}
export interface BusinessIdeasRequest {
  interests: string;
}
export interface BusinessIdeasAnswer {
  /** Ten ideas. */
  ideas: string[];
}
export interface GoogleAdsRequest {
  businessName: string;
  description: string;
}
export interface GoogleAdsAnswer {
  /** Headline ≤ 30 characters, description ≤ 90 (spec §9). */
  ads: { headline: string; description: string }[];
}

export const toolPaths = {
  businessNames: '/api/tools/business-names',
  businessIdeas: '/api/tools/business-ideas',
  googleAds: '/api/tools/google-ads',
} as const;

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
