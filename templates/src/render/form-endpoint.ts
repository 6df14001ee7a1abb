import type { RenderContext } from '../render-context.ts';

/**
 * The `action` of a Contact or Newsletter form: `{apiUrl}/api/sites/{websiteId}/{kind}`. The form
 * posts there without JavaScript; the visitor script posts the same body with fetch.
 */
export function formEndpoint(ctx: RenderContext, kind: 'contact' | 'newsletter'): string {
  const api = ctx.options.apiUrl.replace(/\/+$/, '');
  return `${api}/api/sites/${encodeURIComponent(ctx.website.id)}/${kind}`;
}
