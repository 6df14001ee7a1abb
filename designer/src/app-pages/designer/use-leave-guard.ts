import { useEffect } from 'react';

/** What the in-app navigation guard asks (spec §2 "Leaving the designer with unsaved changes"). */
export const leaveWarning = 'You have unsaved changes. Leave the designer and lose them?';

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload, close and
 * external links (`beforeunload`), and a confirmation before a client-side link navigates away
 * (a capturing click listener runs before the router's, and cancels the navigation).
 */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older Chromium needs it set
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      if (!window.confirm(leaveWarning)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);
}
