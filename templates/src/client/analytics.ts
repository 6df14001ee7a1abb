/**
 * Loads Google Analytics (`G-…`) or Tag Manager (`GTM-…`) in the browser, for the cookie banner:
 * with the banner on, analytics starts only after the visitor accepts (spec §3 cookie banner).
 * The server checked the ID (`validateAnalyticsId`); it is checked again before it reaches a URL.
 */

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

let loaded = false;

/** Starts analytics once per page view; ignores anything that is not a G- or GTM- ID. */
export function loadAnalytics(id: string): void {
  if (loaded || !/^(G|GTM)-[A-Z0-9]+$/.test(id)) return;
  loaded = true;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer || [];
  const dataLayer = w.dataLayer;
  if (id.startsWith('GTM-')) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${id}`);
    return;
  }
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array copy.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${id}`);
}
