import { type Industry, type RouteAnswer, type RouteCallInput, toolCalls } from '@sitewright/model';
import { useEffect, useState } from 'react';
import { ApiError, postJson } from '../../api/post-json.ts';
import { routeUrl } from '../../api/route-url.ts';

/** `POST /api/tools/service-suggestions`, as its contract says. */
const { serviceSuggestions } = toolCalls;

/** Wait for the owner to pause typing before asking. */
const pauseMs = 700;

export interface ServiceSuggestions {
  suggestions: string[];
  status: string | null;
}

/**
 * Services suggested for the owner's words, asked again once they pause typing the description;
 * an answer to older words never replaces a newer one. Failure leaves the chips they have.
 */
export function useServiceSuggestions(input: {
  description: string;
  businessName: string;
  location: string;
  industry: Industry | null;
}): ServiceSuggestions {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const description = input.description.trim().slice(0, 1024);
  const businessName = input.businessName.trim().slice(0, 48);
  const location = input.location.trim().slice(0, 128);
  const { industry } = input;

  useEffect(() => {
    if (description.length < 3) return;
    let current = true;
    const timer = setTimeout(() => {
      setStatus('Finding services for your business…');
      postJson<RouteAnswer<typeof serviceSuggestions>>(routeUrl(serviceSuggestions, {}), {
        description,
        ...(businessName ? { businessName } : {}),
        ...(location ? { location } : {}),
        ...(industry ? { industry } : {}),
      } satisfies RouteCallInput<typeof serviceSuggestions>['body'])
        .then((answer) => {
          if (!current) return;
          setSuggestions(answer.services);
          setStatus(
            answer.services.length > 0 ? null : 'No suggestions for these words: add your services below.',
          );
        })
        .catch((error: unknown) => {
          if (!current) return;
          setStatus(
            `Suggestions are not available just now${error instanceof ApiError ? ` (${error.message})` : ''}: add your services below.`,
          );
        });
    }, pauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [description, businessName, location, industry]);

  return { suggestions, status };
}
