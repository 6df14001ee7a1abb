import type { DomainView } from '@sitewright/model';
import { useCallback, useEffect, useState } from 'react';
import { useLiveEvents } from './live-events.ts';
import { domainsApi } from './settings-api.ts';

export type WebsiteDomainLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; domain: DomainView | null };

/**
 * The custom domain of one website (`GET /api/domains?websiteId=`), kept current: read again on
 * every `domain-changed` live event (spec §4 state changes made by the api's checker) and whenever
 * the tab's live stream (re)connects. `set` records what a call on the domain answered.
 */
export function useWebsiteDomain(websiteId: string): {
  load: WebsiteDomainLoad;
  set(domain: DomainView | null): void;
  reload(): void;
} {
  const [load, setLoad] = useState<WebsiteDomainLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let current = true;
    domainsApi.ofWebsite(websiteId).then(
      ({ domains }) => current && setLoad({ status: 'ready', domain: domains[0] ?? null }),
      (error: Error) => current && setLoad({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [websiteId, attempt]);

  // A reconnected stream (`ready`) may have missed changes: read again then too.
  useLiveEvents((event) => {
    if (event.kind === 'domain-changed' || event.kind === 'ready') reload();
  });

  const set = useCallback((domain: DomainView | null) => setLoad({ status: 'ready', domain }), []);
  return { load, set, reload };
}

/** Whether the website's custom domain serves it (spec §5: GTM IDs and custom head code need one). */
export function hasConnectedDomain(load: WebsiteDomainLoad): boolean {
  return load.status === 'ready' && load.domain?.state === 'Connected' && load.domain.websiteName !== null;
}
