import type { RenderContext } from '../render-context.ts';

/**
 * The `action` of a Contact or Newsletter form: `/_forms/{websiteId}/{kind}`, root-relative, so the
 * visitor's browser posts to the page's own origin (the shared sites origin or the custom domain) —
 * same-origin, no CORS preflight. The sites origin forwards `/_forms/*` to the api (the embedded
 * sites server, or the CDN's `/_forms/*` behaviour). The form posts there without JavaScript; the
 * visitor script posts the same body with fetch. Pages published before still post to
 * `{apiUrl}/api/sites/{websiteId}/{kind}`, which the api keeps answering.
 */
export function formEndpoint(ctx: RenderContext, kind: 'contact' | 'newsletter'): string {
  return `/_forms/${encodeURIComponent(ctx.website.id)}/${kind}`;
}
