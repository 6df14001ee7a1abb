import type { WebsiteRole } from '@sitewright/model';
import { timings } from '@sitewright/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../auth/use-session.tsx';
import { useLocation, useRouter } from '../../router/router.tsx';
import { type LiveEvent, useLiveEvents } from './live-events.ts';
import { websitesApi } from './websites-api.ts';

export interface WebsiteLiveOptions {
  websiteId: string;
  /** The role the website was loaded with. */
  role: WebsiteRole;
  holdsControl: boolean;
  /** Reloads the draft (and who holds edit control) from the api. */
  onReload(): void;
}

/** Where an editor whose access ended goes (spec §2 Routes, §4 "Invite revoked"). */
export const revokedPath = '/invite/revoked';

/**
 * Whether the designer at `pathname` shows `websiteId` (`/designer` shows the first website). It
 * may still show a website it left for a moment (the next one loading, e.g. right after deleting
 * it): an answer about the old one then must not send the user anywhere.
 */
export function designerShowsWebsite(pathname: string, websiteId: string): boolean {
  return pathname === '/designer' || pathname === `/designer/${encodeURIComponent(websiteId)}`;
}

/**
 * What the open designer hears on the api's live stream (spec §4):
 * - `edit-control-taken` by someone else while this user holds control → reload: the designer turns
 *   read-only with the take-control banner (their unsaved changes are lost, as the spec says);
 * - `draft-saved` by the holder while this user only looks → reload, so the preview follows;
 * - `invite-revoked` for this website → `/invite/revoked` at once;
 * - `invite-changed` (and every reconnection, events may have been missed) → a re-check of the
 *   caller's access debounced by 3 s (`timings.inviteRecheckDebounce`): no access any more → revoked;
 *   a role changed by an ownership transfer made elsewhere (this user became the owner, or is an
 *   editor now) → the new role, without a reload.
 *
 * Returns the caller's current role, and `ownershipTransferred()` for a transfer made in this tab
 * ('Make owner': the caller is an editor at once, spec §4 "Ownership transfer").
 */
export function useWebsiteLive({ websiteId, role: loadedRole, holdsControl, onReload }: WebsiteLiveOptions): {
  role: WebsiteRole;
  ownershipTransferred(): void;
} {
  const { user } = useSession();
  const { navigate } = useRouter();
  const path = useLocation().pathname;
  const showsThisWebsite = useRef(true);
  showsThisWebsite.current = designerShowsWebsite(path, websiteId);
  const revoked = useCallback(() => {
    if (showsThisWebsite.current) navigate(revokedPath, { replace: true });
  }, [navigate]);
  const recheck = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [role, setRole] = useState<WebsiteRole>(loadedRole);
  useEffect(() => setRole(loadedRole), [loadedRole]);
  const ownershipTransferred = useCallback(() => setRole('Editor'), []);

  useEffect(
    () => () => {
      if (recheck.current) clearTimeout(recheck.current);
    },
    [],
  );

  useLiveEvents((event: LiveEvent) => {
    const forThisWebsite = 'websiteId' in event && event.websiteId === websiteId;
    const byOther = 'byUserId' in event && event.byUserId !== user?.id;
    if (event.kind === 'invite-revoked' && forThisWebsite) {
      revoked();
    } else if (event.kind === 'edit-control-taken' && forThisWebsite && byOther && holdsControl) {
      onReload();
    } else if (event.kind === 'draft-saved' && forThisWebsite && byOther && !holdsControl) {
      onReload();
    } else if ((event.kind === 'invite-changed' && forThisWebsite) || event.kind === 'ready') {
      if (recheck.current) clearTimeout(recheck.current);
      recheck.current = setTimeout(() => {
        websitesApi.load(websiteId).then(
          (loaded) => setRole(loaded.role),
          (error: { status?: number }) => {
            if (error.status === 404) revoked();
          },
        );
      }, timings.inviteRecheckDebounce);
    }
  });

  return { role, ownershipTransferred };
}
