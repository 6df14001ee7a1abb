import type { DocumentLoadingStatus } from '@sitewright/model';
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../api/post-json.ts';
import { chooseWebsite } from './choose-website.ts';
import { type LoadedWebsite, websitesApi } from './websites-api.ts';

export type DesignerLoad =
  | { status: Extract<DocumentLoadingStatus, 'Waiting'> }
  | { status: Extract<DocumentLoadingStatus, 'Ready'>; websiteId: string; loaded: LoadedWebsite }
  | {
      status: Extract<DocumentLoadingStatus, 'Unavailable'>;
      reason: 'no-websites' | 'signed-out' | 'failed';
      message: string;
    };

/**
 * Spec §2 and §4 "Document loading status": Waiting until the api answers, Ready with the draft,
 * Unavailable when there is no website (the no-websites view), nobody is signed in, or the read
 * failed. Without an id in the URL the website is chosen from the list (`chooseWebsite`).
 */
export function useDesignerWebsite(websiteId: string | undefined): { load: DesignerLoad; reload(): void } {
  const [load, setLoad] = useState<DesignerLoad>({ status: 'Waiting' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let current = true;
    setLoad({ status: 'Waiting' });
    (async () => {
      let id = websiteId;
      if (!id) {
        const { websites } = await websitesApi.list();
        id = chooseWebsite(websites)?.draftId;
        if (!id)
          return {
            status: 'Unavailable',
            reason: 'no-websites',
            message: 'You have no websites yet.',
          } as const;
      }
      const loaded = await websitesApi.load(id);
      return { status: 'Ready', websiteId: id, loaded } as const;
    })().then(
      (next) => current && setLoad(next),
      (error: ApiError) => {
        if (!current) return;
        const signedOut = error.status === 401;
        setLoad({
          status: 'Unavailable',
          reason: signedOut ? 'signed-out' : 'failed',
          message: error.message,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [websiteId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload };
}
