/** One file of a rendered site, at a path relative to the site's root (no leading slash). */
export interface SiteFile {
  /** e.g. `index.html`, `assets/site.3f9a1c2e.css`, `assets/site.77ab01cd.js`, `fonts/inter-latin-400-normal.woff2`. */
  path: string;
  contents: Uint8Array;
  contentType: string;
  /** True for content-hashed files, served `immutable`; HTML is revalidated on every visit. */
  immutable: boolean;
}

/** What `renderSite` returns: every file of the site, ready to upload under a build prefix. */
export interface RenderedSite {
  files: SiteFile[];
  /** The page's HTML path (`index.html`) and the sizes a first visit downloads, for budgets. */
  entry: string;
}
