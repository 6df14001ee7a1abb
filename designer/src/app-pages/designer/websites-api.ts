import {
  type RouteAnswer,
  type RouteCallInput,
  type RouteContract,
  type Website,
  websiteCalls,
} from '@sitewright/model';
import { ApiError, clientErrors, networkTimeoutMs } from '../../api/post-json.ts';
import { routeUrl } from '../../api/route-url.ts';
import { getAccessToken } from './access-token.ts';

/** `GET /api/websites/{id}`: the draft, its version, the caller's role, who holds edit control. */
export type LoadedWebsite = RouteAnswer<typeof websiteCalls.getWebsite>;

export type ListedWebsite = RouteAnswer<typeof websiteCalls.listWebsites>['websites'][number];

/** `GET /api/websites/{id}/publish/{requestId}`. */
export type PublishState = RouteAnswer<typeof websiteCalls.getPublishRequest>;

/** One authenticated JSON call; failures raise `ApiError` with the answer's `{ code, message }`. */
export async function callApi<Answer>(method: string, path: string, body?: unknown): Promise<Answer> {
  const token = getAccessToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(networkTimeoutMs()),
    });
  } catch {
    throw new ApiError('network-request-failed', clientErrors['network-request-failed']);
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    if (typeof answer?.code === 'string' && typeof answer.message === 'string') {
      throw new ApiError(answer.code, answer.message, response.status);
    }
    throw new ApiError('unknown', clientErrors.unknown, response.status);
  }
  return answer as Answer;
}

/**
 * Calls the api as a model contract describes it. Decision: the answer is typed by the contract
 * but not parsed again — the api already parses every answer with the same schema before sending
 * it, and a draft is the largest thing the designer loads.
 */
export function callRoute<C extends RouteContract>(
  contract: C,
  input: RouteCallInput<C>,
): Promise<RouteAnswer<C>> {
  const { body } = input as { body?: unknown };
  return callApi<RouteAnswer<C>>(contract.method.toUpperCase(), routeUrl(contract, input), body);
}

/** The website calls of the designer (docs/decisions/websites.md). */
export const websitesApi = {
  list: () => callRoute(websiteCalls.listWebsites, {}),
  load: (websiteId: string) => callRoute(websiteCalls.getWebsite, { params: { websiteId } }),
  saveDraft: (websiteId: string, document: Website, baseVersion: number) =>
    callRoute(websiteCalls.saveDraft, { params: { websiteId }, body: { document, baseVersion } }),
  takeEditControl: (websiteId: string) => callRoute(websiteCalls.takeEditControl, { params: { websiteId } }),
  checkHandle: (handle: string, websiteId: string) =>
    callRoute(websiteCalls.checkHandle, { params: { handle }, query: { websiteId } }),
  publish: (websiteId: string, handle: string) =>
    callRoute(websiteCalls.publish, { params: { websiteId }, body: { handle } }),
  publishState: (websiteId: string, requestId: string) =>
    callRoute(websiteCalls.getPublishRequest, { params: { websiteId, requestId } }),
};
