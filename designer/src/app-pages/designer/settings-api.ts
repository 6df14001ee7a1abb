import { domainCalls, publishCalls, type WebsiteImage, websiteCalls } from '@sitewright/model';
import { ApiError, clientErrors, networkTimeoutMs } from '../../api/post-json.ts';
import { getAccessToken } from './access-token.ts';
import { callRoute, type PublishState, websitesApi } from './websites-api.ts';

const site = (id: string) => `/api/websites/${encodeURIComponent(id)}`;

/** The custom-domain calls (docs/decisions/domains.md). */
export const domainsApi = {
  ofWebsite: (websiteId: string) => callRoute(domainCalls.listDomains, { query: { websiteId } }),
  connect: (domainName: string, websiteId: string) =>
    callRoute(domainCalls.connectDomain, { body: { domainName, websiteId } }),
  check: (domainName: string) => callRoute(domainCalls.checkDomain, { params: { domainName } }),
  remove: (domainName: string) => callRoute(domainCalls.deleteDomain, { params: { domainName } }),
  reconnect: (domainName: string) => callRoute(domainCalls.reconnectDomain, { params: { domainName } }),
  disconnect: (domainName: string) => callRoute(domainCalls.disconnectDomain, { params: { domainName } }),
  /** Spec §7, exactly as named. */
  sendDisconnectEmail: (websiteId: string, domainName: string, companyName: string) =>
    callRoute(domainCalls.sendDisconnectEmail, { body: { websiteId, domain: domainName, companyName } }),
};

/** A raw authenticated request (multipart bodies, CSV answers); failures raise `ApiError`. */
async function authorisedFetch(path: string, init: RequestInit): Promise<Response> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(networkTimeoutMs()),
    });
  } catch {
    throw new ApiError('network-request-failed', clientErrors['network-request-failed']);
  }
  if (response.ok) return response;
  const answer = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  if (typeof answer?.code === 'string' && typeof answer.message === 'string')
    throw new ApiError(answer.code, answer.message, response.status);
  throw new ApiError('unknown', clientErrors.unknown, response.status);
}

/** `POST /api/websites/{id}/browser-icon` (multipart `file`): the stored image row. */
export async function uploadBrowserIcon(websiteId: string, file: File): Promise<WebsiteImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await authorisedFetch(`${site(websiteId)}/browser-icon`, { method: 'POST', body });
  return (await response.json()) as WebsiteImage;
}

/**
 * `GET /api/websites/{id}/contacts.csv` (the contact messages) or `newsletter.csv` (the newsletter
 * subscribers): the file and the name the api gives it.
 */
export async function fetchContactsCsv(
  websiteId: string,
  file: 'contacts.csv' | 'newsletter.csv' = 'contacts.csv',
): Promise<{ blob: Blob; fileName: string }> {
  const response = await authorisedFetch(`${site(websiteId)}/${file}`, { method: 'GET' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? file;
  return { blob: await response.blob(), fileName };
}

/** `DELETE /api/websites/{id}` (owner only): 202 with the publisher's delete request. */
export const deleteWebsite = (websiteId: string) =>
  callRoute(websiteCalls.deleteWebsite, { params: { websiteId } });

/** `POST /api/websites/{id}/unpublish`: 202 with the request to follow. */
export const unpublishWebsite = (websiteId: string) =>
  callRoute(publishCalls.unpublish, { params: { websiteId } });

/** How often a publish, rename or unpublish request is polled. */
const pollEveryMs = 750;

/** Polls a publisher request until it finishes; a failed one throws with its message. */
export async function followRequest(websiteId: string, requestId: string): Promise<PublishState> {
  for (;;) {
    const state = await websitesApi.publishState(websiteId, requestId);
    if (state.state === 'failed') throw new Error(state.error?.message ?? 'Publishing failed.');
    if (state.state === 'succeeded') return state;
    await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
  }
}
