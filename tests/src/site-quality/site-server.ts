import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardFormPost } from '@sitewright/publisher';
import { renderSite, type SiteFile } from '@sitewright/templates';
import { type QualitySite, siteOptions } from './quality-sites.ts';

/** One request the server answered. */
export interface ServedRequest {
  path: string;
  status: number;
}

/** Rendered sites served over HTTP on 127.0.0.1, each under `/{name}/` as on the shared origin. */
export interface SiteServer {
  origin: string;
  /** Every request answered so far, in order (the browser's own, such as icons, included). */
  served: ServedRequest[];
  /**
   * The first request from `served[since]` on, answered already or later, whose path matches: the
   * way to see a request the browser makes outside the page (Chromium fetches icons without a page
   * network event).
   */
  answered(match: (path: string) => boolean, since?: number): Promise<ServedRequest>;
  /** The page's URL of a site: `{origin}/{name}/`. */
  pageUrl(name: string): string;
  /** The HTML of a site's page. */
  html(name: string): string;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1. */
export async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes a server, dropping kept-alive connections so it does not wait for the browser. */
export function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Renders every site with `renderSite` (forms posting to `/_forms/…`, forwarded to `apiUrl` with the
 * sites server's own forwarding) and serves the files with their
 * content types, like the sites server does: the port is picked first because the rendered page
 * holds its own absolute URL (canonical, Open Graph).
 */
export async function serveSites(sites: readonly QualitySite[], apiUrl: string): Promise<SiteServer> {
  const files = new Map<string, SiteFile>();
  const served: ServedRequest[] = [];
  const waiting = new Set<(request: ServedRequest) => void>();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    // Form posts go to the page's own origin, which forwards them to the api (as the sites server does).
    if (pathname.startsWith('/_forms/')) return forwardFormPost({ apiUrl }, req, res, pathname, {});
    const file = files.get(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    res.on('finish', () => {
      const request = { path: pathname, status: res.statusCode };
      served.push(request);
      for (const notify of waiting) notify(request);
    });
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No website at this link');
      return;
    }
    res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.contents.byteLength });
    res.end(req.method === 'HEAD' ? undefined : file.contents);
  });
  const answered = (match: (path: string) => boolean, since = 0) =>
    new Promise<ServedRequest>((resolve) => {
      const done = served.slice(since).find((r) => match(r.path));
      if (done) return resolve(done);
      const notify = (request: ServedRequest) => {
        if (!match(request.path)) return;
        waiting.delete(notify);
        resolve(request);
      };
      waiting.add(notify);
    });
  const origin = await listen(server);
  for (const site of sites) {
    const rendered = await renderSite(site.website, siteOptions(site, origin, apiUrl));
    for (const file of rendered.files) files.set(`/${site.name}/${file.path}`, file);
  }
  const decoder = new TextDecoder();
  return {
    origin,
    served,
    answered,
    pageUrl: (name) => `${origin}/${name}/`,
    html: (name) => {
      const page = files.get(`/${name}/index.html`);
      if (!page) throw new Error(`no site named ${name}`);
      return decoder.decode(page.contents);
    },
    close: () => close(server),
  };
}
