import { publishCalls, type RouteAnswer, versionCalls, type Website, websiteCalls } from '@sitewright/model';
import { ApiError, clientErrors } from '../../api/post-json.ts';
import { getAccessToken } from './access-token.ts';
import { callRoute } from './websites-api.ts';

/** One version as the history lists it (api `GET /api/websites/{id}/versions`). */
export type ListedVersion = RouteAnswer<typeof versionCalls.listVersions>['versions'][number];

/** How often a restore's state is asked for, and for how long at most. */
const pollMs = 250;
const pollLimitMs = 30_000;

/** The version history calls (model `versionCalls`, and the rollback call with `{ versionId }`). */
export const versionHistoryApi = {
  list: (websiteId: string) => callRoute(versionCalls.listVersions, { params: { websiteId } }),
  /** Restores a version and resolves once visitors get it (the request succeeded). */
  async restore(websiteId: string, versionId: string): Promise<void> {
    const { requestId } = await callRoute(publishCalls.rollback, {
      params: { websiteId },
      body: { versionId },
    });
    for (const deadline = Date.now() + pollLimitMs; Date.now() < deadline; ) {
      const state = await callRoute(websiteCalls.getPublishRequest, { params: { websiteId, requestId } });
      if (state.state === 'succeeded') return;
      if (state.state === 'failed') throw new ApiError('publish-failed', clientErrors.unknown);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw new ApiError('publish-failed', clientErrors.unknown);
  },
  get: (websiteId: string, versionId: string) =>
    callRoute(versionCalls.getVersion, { params: { websiteId, versionId } }),
  copyIntoDraft: (websiteId: string, versionId: string, baseVersion: number) =>
    callRoute(versionCalls.copyVersionIntoDraft, { params: { websiteId, versionId }, body: { baseVersion } }),
};

/**
 * Downloads a file the api answers to the signed-in user (the bearer token goes in a header, so a
 * plain link cannot carry it): fetched, then saved under the name the answer gives.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(answer?.code ?? 'unknown', answer?.message ?? clientErrors.unknown, response.status);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A version's document as the draft: its content (sections, theme, settings), with the draft's own
 * fields kept — owner, address, dates, last modifier — as a save keeps them on the server.
 */
export function copiedVersion(version: Website, current: Website): Website {
  return {
    ...version,
    id: current.id,
    userId: current.userId,
    handle: current.handle,
    createdAt: current.createdAt,
    lastPublishedAt: current.lastPublishedAt,
    lastSharedAt: current.lastSharedAt,
    lastModifiedBy: current.lastModifiedBy,
    websiteSettings: { ...version.websiteSettings, id: current.id },
  };
}
