import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { resolveNavigation } from './resolve-navigation.ts';
import { applyHead, locationOf } from './router/navigation.ts';
import './styles/base.css';
import './styles/ui.css';
import './styles/layout.css';
import './styles/marketing.css';

/**
 * The browser entry. It loads the current route's page chunk first, then hydrates the
 * pre-rendered HTML when the server sent this path's page (`data-prerendered`), or renders from
 * scratch in the empty app shell (`app.html`) for app routes and unknown paths.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const initial = await resolveNavigation(locationOf(window.location)).catch((error: unknown) => {
  // The page's chunk could not load: leave the pre-rendered HTML as it is, usable without JavaScript.
  document.documentElement.classList.remove('js');
  throw error;
});
const app = (
  <StrictMode>
    <App initial={initial} />
  </StrictMode>
);

if (container.dataset.prerendered === initial.match.pathname) {
  hydrateRoot(container, app, {
    // A mismatch means the server and the browser rendered differently: say so loudly (tests watch the console).
    onRecoverableError: (error) => console.error('Sitewright hydration error:', error),
  });
} else {
  applyHead(initial.page.head(initial.match));
  container.replaceChildren();
  createRoot(container).render(app);
}
