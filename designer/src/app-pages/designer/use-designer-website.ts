import type { DocumentLoadingStatus } from '@sitewright/model';
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../api/post-json.ts';
import { claimTrial, keepTrial } from '../onboarding/trial.ts';
import { chooseWebsite } from './choose-website.ts';
import { type LoadedWebsite, websitesApi } from './websites-api.ts';

export type DesignerLoad =
  | { status: Extract<DocumentLoadingStatus, 'Waiting'> }
  | {
      status: Extract<DocumentLoadingStatus, 'Ready'>;
      websiteId: string;
      loaded: LoadedWebsite;
      /** Why this browser's trial website could not be kept (the §9 website limit). */
      claimRefused?: string;
    }
  | {
      status: Extract<DocumentLoadingStatus, 'Unavailable'>;
      reason: 'no-websites' | 'signed-out' | 'failed' | 'trial-expired';
      message: string;
    };

/**
 * Spec §2 and §4 "Document loading status": Waiting until the api answers, Ready with the draft,
 * Unavailable when there is no website (the no-websites view), nobody is signed in, or the read
 * failed. Without an id in the URL the website is chosen from the list (`chooseWebsite`).
 *
 * `mode`: `account` — signed in: a trial website this browser made is claimed first (api README
 * "Trial websites"), so the draft tried without an account is the user's before anything loads;
 * `trial` — no account: the draft is read with the browser's trial cookie.
 */
export function useDesignerWebsite(
  websiteId: string | undefined,
  mode: 'account' | 'trial' = 'account',
): { load: DesignerLoad; reload(): void } {
  const [load, setLoad] = useState<DesignerLoad>({ status: 'Waiting' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let current = true;
    setLoad({ status: 'Waiting' });
    (async () => {
      let id = websiteId;
      let claimRefused: string | undefined;
      if (mode === 'account') {
        const claim = await claimTrial();
        if (claim.kind === 'claimed' && !id) id = claim.websiteId;
        if (claim.kind === 'refused') claimRefused = claim.message;
      }
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
      return { status: 'Ready', websiteId: id, loaded, ...(claimRefused ? { claimRefused } : {}) } as const;
    })().then(
      (next) => current && setLoad(next),
      (error: ApiError) => {
        if (!current) return;
        if (mode === 'trial' && error.status === 401) {
          keepTrial(null);
          setLoad({
            status: 'Unavailable',
            reason: 'trial-expired',
            message:
              'This website was not kept: websites made without an account are deleted after 24 hours unless you sign up.',
          });
          return;
        }
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
  }, [websiteId, attempt, mode]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload };
}
