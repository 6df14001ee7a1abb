/**
 * The islands of the pre-rendered marketing pages, started by `marketing-entry.ts` (a Vite input of
 * its own, beside the app's `index.html`): those pages are static HTML, and this file adds only what on them is interactive.
 * No React and no router — links are plain `<a>`, every page is its own document — so a first
 * visit downloads about 1 KB of JavaScript instead of the whole app (budget:
 * `tests/bench/designer.bench.ts`). The free tools' pages are real apps and hydrate the SPA instead
 * (`hydrate: true` in `src/routes.ts`).
 *
 * - the navbar's **Menu** button below 768 px (`navbar.tsx`; the fold is CSS under `html.js`);
 * - the create-from-link form (`data-link-form`): checks the link before leaving the page;
 * - the page view of spec §1 (`POST /api/events`), once per page shown (a load, or back/forward
 *   from the page cache); anonymous: the session lives in the app's chunks, which this page has not;
 * - `html[data-islands-ready]` once all of that is wired (browser tests wait for it).
 *
 * It must import nothing the app's shell imports (React would come with it): only leaf modules.
 */
import type { PageViewEvent } from '../../router/page-view.ts';
import { checkLink } from '../create-from-link/check-link.ts';

/** The navbar's Menu button opens and closes the links; Escape closes them and returns focus. */
export function wireMenu(root: ParentNode): void {
  const toggle = root.querySelector<HTMLButtonElement>('.navbar__toggle');
  const nav = toggle ? root.querySelector<HTMLElement>(`#${toggle.getAttribute('aria-controls')}`) : null;
  if (!toggle || !nav) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('navbar__nav--open', open);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
    setOpen(false);
    toggle.focus();
  });
}

/**
 * The create-from-link form: an empty or malformed link shows its message under the field (wired
 * with `aria-describedby`, the field marked invalid and focused, as `TextField` renders an error);
 * a good one goes to onboarding as `/onboarding?link=…&source=…` (README's query contract), the
 * link normalised (`https://` added when missing).
 */
export function wireLinkForm(form: HTMLFormElement, go: (url: string) => void): void {
  const input = form.querySelector<HTMLInputElement>('input[name="link"]');
  const source = form.querySelector<HTMLInputElement>('input[name="source"]')?.value ?? 'Generic';
  if (!input) return;
  const field = input.closest('.field');
  const errorId = `${input.id}-error`;
  const hintIds = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && id !== errorId);
  const showError = (message: string | null) => {
    form.querySelector(`[id="${errorId}"]`)?.remove();
    field?.classList.toggle('field--invalid', message !== null);
    if (message === null) {
      input.removeAttribute('aria-invalid');
      if (hintIds.length > 0) input.setAttribute('aria-describedby', hintIds.join(' '));
      return;
    }
    const error = document.createElement('p');
    error.className = 'field__error';
    error.id = errorId;
    error.textContent = message;
    (field ?? form).append(error);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', [...hintIds, errorId].join(' '));
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const checked = checkLink(input.value);
    if ('error' in checked) {
      showError(checked.error);
      input.focus();
      return;
    }
    showError(null);
    go(
      `${form.getAttribute('action') ?? '/onboarding'}?${new URLSearchParams({ link: checked.link, source })}`,
    );
  });
}

/**
 * Spec §1: one page view per page, fire-and-forget (`keepalive`), the route being the path the page
 * was rendered for (`#root[data-prerendered]`: normalised, no query string — it can carry a link).
 */
export function sendPageView(route: string, fetchImpl: typeof fetch = fetch): void {
  const event: PageViewEvent = { type: 'page_view', route };
  try {
    fetchImpl('/api/events', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    }).catch(() => {});
  } catch {
    // a page view must never break the page
  }
}

/** Wires every island of the page. */
export function startIslands(doc: Document = document): void {
  wireMenu(doc);
  for (const form of doc.querySelectorAll<HTMLFormElement>('form[data-link-form]')) {
    wireLinkForm(form, (url) => window.location.assign(url));
  }
  const route = doc.getElementById('root')?.dataset.prerendered ?? window.location.pathname;
  sendPageView(route);
  // Back or forward to this page from the browser's page cache runs no script again: still a view.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sendPageView(route);
  });
  doc.documentElement.dataset.islandsReady = 'true';
}
