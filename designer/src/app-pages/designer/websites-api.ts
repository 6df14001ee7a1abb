import type { Website, WebsiteListItem, WebsiteRole } from '@sitewright/model';
import { ApiError, clientErrors, networkTimeoutMs } from '../../api/post-json.ts';
import { getAccessToken } from './access-token.ts';

/** `GET /api/websites/{id}` (api `website-schemas.ts`). */
export interface LoadedWebsite {
  document: Website;
  version: number;
  role: WebsiteRole;
  editControl: { holderUserId: string; youHoldIt: boolean };
}

export type ListedWebsite = WebsiteListItem & { role: WebsiteRole };

/** `GET /api/websites/{id}/publish/{requestId}`. */
export interface PublishState {
  requestId: string;
  state: 'queued' | 'running' | 'succeeded' | 'failed';
  outcome: 'live' | 'superseded' | 'unpublished' | null;
  handle: string | null;
  liveUrl: string | null;
  error: { code: string; message: string } | null;
}

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

const site = (id: string) => `/api/websites/${encodeURIComponent(id)}`;

/** The website calls of the designer (docs/decisions/websites.md). */
export const websitesApi = {
  list: () => callApi<{ websites: ListedWebsite[] }>('GET', '/api/websites'),
  load: (id: string) => callApi<LoadedWebsite>('GET', site(id)),
  saveDraft: (id: string, document: Website, baseVersion: number) =>
    callApi<{ version: number }>('PUT', `${site(id)}/draft`, { document, baseVersion }),
  takeEditControl: (id: string) =>
    callApi<{ version: number; editControl: LoadedWebsite['editControl'] }>(
      'POST',
      `${site(id)}/edit-control`,
    ),
  checkHandle: (handle: string, websiteId: string) =>
    callApi<{ handle: string; available: boolean; message: string }>(
      'GET',
      `/api/handles/${encodeURIComponent(handle)}?websiteId=${encodeURIComponent(websiteId)}`,
    ),
  publish: (id: string, handle: string) =>
    callApi<{ requestId: string }>('POST', `${site(id)}/publish`, { handle }),
  publishState: (id: string, requestId: string) =>
    callApi<PublishState>('GET', `${site(id)}/publish/${encodeURIComponent(requestId)}`),
};
