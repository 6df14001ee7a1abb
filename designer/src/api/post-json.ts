/**
 * The designer's JSON calls to the api. A failed call raises its `{ code, message }` body (spec §7:
 * "the JSON body of the answer is raised as the error"). No `@sitewright/model` import, so
 * marketing pages can use it without pulling zod in; the messages below are the catalogue's
 * (`post-json.test.ts` checks they match `errorCatalogue`).
 */

/** An error answered by the api, or one of the two the client makes up itself. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Spec §8 messages for failures that never reach the api. */
export const clientErrors = {
  'network-request-failed': 'Network connectivity failed.',
  unknown: 'An unknown error has occurred. Please try again.',
} as const;

/** Spec §9: network time-out 30 s on desktop, 60 s on mobile (below the 768 px threshold). */
export function networkTimeoutMs(): number {
  const mobile = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767.98px)').matches;
  return mobile ? 60_000 : 30_000;
}

function isErrorBody(value: unknown): value is { code: string; message: string } {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}

export interface PostJsonOptions {
  /** Extra headers, e.g. `authorization` (the sign-in work adds a helper that sets it). */
  headers?: Record<string, string>;
  /** @defaultValue {@link networkTimeoutMs} */
  timeoutMs?: number;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** POSTs `body` as JSON and returns the parsed answer; throws an {@link ApiError} on any failure. */
export async function postJson<Answer>(
  path: string,
  body: unknown,
  options: PostJsonOptions = {},
): Promise<Answer> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? networkTimeoutMs());
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError('network-request-failed', clientErrors['network-request-failed']);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(answer)) throw new ApiError(answer.code, answer.message, response.status);
    throw new ApiError('unknown', clientErrors.unknown, response.status);
  }
  return answer as Answer;
}
