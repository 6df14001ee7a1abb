import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { leadsApi, leadsInboxPath } from './leads-api.ts';
import { useLiveEvents } from './live-events.ts';

/**
 * The designer's way into the leads inbox: a "Leads" link with the unread count, kept current by
 * the live stream (`leads-changed`). Shows nothing until the count is known (or when the caller
 * may not read leads).
 */
export function LeadsLink({ websiteId }: { websiteId: string }) {
  const [unread, setUnread] = useState<number | null>(null);
  const refresh = useCallback(() => {
    leadsApi.page(websiteId, 'inbox', undefined, 1).then(
      (page) => setUnread(page.unread),
      () => setUnread(null),
    );
  }, [websiteId]);
  useEffect(refresh, [refresh]);
  useLiveEvents((event) => {
    if (event.kind === 'ready' || (event.kind === 'leads-changed' && event.websiteId === websiteId))
      refresh();
  });
  if (unread === null) return null;
  return (
    <ButtonLink href={leadsInboxPath(websiteId)} variant="quiet" size="small" data-unread={unread}>
      {unread > 0 ? `Leads (${unread} unread)` : 'Leads'}
    </ButtonLink>
  );
}
