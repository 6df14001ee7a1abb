/** Reading published sites over HTTP the way a visitor's browser does. */

/** The stylesheet a page links (`<link rel="stylesheet" href="…">`), or null. */
export function stylesheetHref(html: string): string | null {
  const link = /<link[^>]*rel="stylesheet"[^>]*>/.exec(html)?.[0];
  return link ? (/href="([^"]+)"/.exec(link)?.[1] ?? null) : null;
}

/** A page and the stylesheet it links, fetched one after the other like a browser does. */
export interface Visit {
  status: number;
  html: string;
  cssStatus: number | null;
  css: string | null;
}

/** Fetches `/{handle}/`, then the stylesheet its HTML names. */
export async function visit(origin: string, handle: string): Promise<Visit> {
  const res = await fetch(`${origin}/${handle}/`);
  const html = await res.text();
  const href = res.status === 200 ? stylesheetHref(html) : null;
  if (href === null) return { status: res.status, html, cssStatus: null, css: null };
  const css = await fetch(new URL(href, origin));
  return { status: res.status, html, cssStatus: css.status, css: await css.text() };
}

/**
 * Visits the site in a tight loop until `stop()`; returns every visit. What a visitor hammering
 * reload during a publish would see.
 */
export function startPoller(
  origin: string,
  handle: string,
): { stop(): Promise<Visit[]>; count(): number; reached(count: number): Promise<void> } {
  const visits: Visit[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      // A failed request is a visit too (status 0): a visitor would have seen an error.
      visits.push(
        await visit(origin, handle).catch(() => ({ status: 0, html: '', cssStatus: null, css: null })),
      );
      for (const w of waiting.filter((w) => visits.length >= w.count)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    }
  })();
  return {
    /** Visits made so far. */
    count: () => visits.length,
    /** Resolves once `count` visits were made. */
    reached(count) {
      if (visits.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    async stop() {
      running = false;
      await loop;
      return visits;
    },
  };
}

/** The handles the shared sitemap lists: the index, then each bucket it names. */
export async function sitemapHandles(origin: string): Promise<string[]> {
  const index = await fetch(`${origin}/v1-index.xml`);
  if (index.status === 404) return [];
  const handles: string[] = [];
  for (const [, loc] of (await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)) {
    const bucket = await fetch(new URL(new URL(loc as string).pathname, origin));
    for (const [, url] of (await bucket.text()).matchAll(/<url><loc>([^<]+)<\/loc>/g)) {
      handles.push(new URL(url as string).pathname.replace(/^\/|\/$/g, ''));
    }
  }
  return handles.sort();
}
