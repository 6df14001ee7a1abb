import { loadAnalytics } from './analytics.ts';

/**
 * The cookie banner (`data-sw-cookie-banner`, rendered hidden by the page). A visitor's choice is
 * kept in localStorage under the banner's `data-sw-consent-key` (one key per website, as many sites
 * share the sites origin). No choice yet: the banner shows. Accepted: analytics loads
 * (`data-sw-analytics`), now and on later visits. Rejected: nothing loads and the banner stays away.
 */

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled: ask again on every visit
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the choice holds for this page view only
  }
}

const banner = document.querySelector<HTMLElement>('[data-sw-cookie-banner]');
if (banner) {
  const key = banner.getAttribute('data-sw-consent-key') || 'sw-consent';
  const analyticsId = banner.getAttribute('data-sw-analytics') || '';
  const choice = read(key);
  if (choice === 'accepted') loadAnalytics(analyticsId);
  else if (choice !== 'rejected') banner.hidden = false;

  banner.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-sw-cookie]') : null;
    if (!button) return;
    const accepted = button.getAttribute('data-sw-cookie') === 'accept';
    write(key, accepted ? 'accepted' : 'rejected');
    banner.hidden = true;
    if (accepted) loadAnalytics(analyticsId);
  });
}
