import type { WebsiteDomain, WebsiteImage } from '@sitewright/model';
import { ApiError, clientErrors, networkTimeoutMs } from '../../api/post-json.ts';
import { getAccessToken } from './access-token.ts';
import { callApi, type PublishState, websitesApi } from './websites-api.ts';

/** A DNS record the owner creates at their DNS provider (api `domain-store.ts` `dnsRecord`). */
export interface DnsRecord {
  type: 'TXT' | 'CNAME';
  host: string;
  value: string;
  purpose: 'ownership' | 'traffic';
}

/** A domain as the api answers it: the §3 entity, its website, the §4 stages and its records. */
export type DomainView = WebsiteDomain & {
  websiteId: string | null;
  pending: boolean;
  stages: { id: string; label: string; status: string; note?: string }[] | null;
  records: DnsRecord[];
};

const site = (id: string) => `/api/websites/${encodeURIComponent(id)}`;
const domain = (name: string) => `/api/domains/${encodeURIComponent(name)}`;

/** The custom-domain calls (docs/decisions/domains.md). */
export const domainsApi = {
  ofWebsite: (websiteId: string) =>
    callApi<{ domains: DomainView[] }>('GET', `/api/domains?websiteId=${encodeURIComponent(websiteId)}`),
  connect: (domainName: string, websiteId: string) =>
    callApi<DomainView>('POST', '/api/domains', { domainName, websiteId }),
  check: (name: string) => callApi<DomainView>('POST', `${domain(name)}/check`),
  remove: (name: string) => callApi<null>('DELETE', domain(name)),
  reconnect: (name: string) => callApi<DomainView>('POST', `${domain(name)}/reconnect`),
  disconnect: (name: string) =>
    callApi<{
      domain: DomainView;
      websiteId: string;
      sendDisconnectEmail: boolean;
      analyticsIdCleared: boolean;
    }>('POST', `${domain(name)}/disconnect`),
  /** Spec §7, exactly as named. */
  sendDisconnectEmail: (websiteId: string, domainName: string, companyName: string) =>
    callApi<{ sent: boolean }>('POST', '/api/entri/email-service/send-disconnect-email', {
      websiteId,
      domain: domainName,
      companyName,
    }),
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

/** `GET /api/websites/{id}/contacts.csv`: the file and the name the api gives it. */
export async function fetchContactsCsv(websiteId: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await authorisedFetch(`${site(websiteId)}/contacts.csv`, { method: 'GET' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'contacts.csv';
  return { blob: await response.blob(), fileName };
}

/** `DELETE /api/websites/{id}` (owner only): 202 with the publisher's delete request. */
export const deleteWebsite = (websiteId: string) => callApi<{ requestId: string }>('DELETE', site(websiteId));

/** `POST /api/websites/{id}/unpublish`: 202 with the request to follow. */
export const unpublishWebsite = (websiteId: string) =>
  callApi<{ requestId: string }>('POST', `${site(websiteId)}/unpublish`);

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
