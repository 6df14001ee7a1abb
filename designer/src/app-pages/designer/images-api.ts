import { type Industry, imageCalls, type WebsiteImage } from '@sitewright/model';
import { ApiError, clientErrors, networkTimeoutMs } from '../../api/post-json.ts';
import { getAccessToken } from './access-token.ts';
import { callRoute } from './websites-api.ts';

/** Where an uploaded file goes (docs/decisions/uploads.md): a section image, or the header logo. */
export type UploadTarget = 'images' | 'logo';

/** What the image search asks for (`imageCalls.searchImages`). */
export interface ImageSearch {
  query: string;
  industry?: Industry | undefined;
  kind?: 'intro' | 'gallery' | 'banner';
  count?: number;
}

/** The image calls of the designer: search (Pexels, Unsplash or the bundled pictures) and upload. */
export const imagesApi = {
  search({ query, industry, kind = 'gallery', count = 12 }: ImageSearch) {
    return callRoute(imageCalls.searchImages, { query: { query: query.trim(), kind, count, industry } });
  },

  /**
   * `POST /api/websites/{id}/images` (or `/logo`) with the file as multipart `file`. The api judges
   * the type from the bytes and answers the spec §8 refusals (`upload-invalid-file-type`,
   * `upload-file-too-large`, `upload-max-images` …) as `ApiError`.
   */
  async upload(websiteId: string, file: File, target: UploadTarget = 'images'): Promise<WebsiteImage> {
    const body = new FormData();
    body.append('file', file, file.name);
    const token = getAccessToken();
    let response: Response;
    try {
      response = await fetch(`/api/websites/${encodeURIComponent(websiteId)}/${target}`, {
        method: 'POST',
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
        // An upload of 15 MB on a slow line takes longer than a JSON call.
        signal: AbortSignal.timeout(networkTimeoutMs() * 4),
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
    return answer as unknown as WebsiteImage;
  },
};
