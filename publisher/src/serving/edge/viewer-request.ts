/**
 * The CloudFront Function (viewer request) around `routeRequest`. Bundled as is into
 * `infra/edge/viewer-request.js` by `build-edge-function.ts`; same subset rules as route-request.ts.
 *
 * KeyValueStore keys (written by the publisher when a pointer or a domain changes):
 * - `domain:{host}` → the handle connected to that custom domain;
 * - `site:{handle}` → JSON `{"build":"{buildId}","seq":{sequence},"domain":"{host}"|null}`.
 */
import cf from 'cloudfront';
import { type LiveSite, notFoundHtml, routeRequest } from '../route-request.ts';

interface CfValue {
  value: string;
  multiValue?: CfValue[];
}

interface CfRequest {
  uri: string;
  headers: Record<string, CfValue | undefined>;
  querystring: Record<string, CfValue>;
}

interface CfResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
  body?: { encoding: 'text'; data: string };
}

const kvs = cf.kvs();

async function kvsValue(key: string): Promise<string | null> {
  try {
    return await kvs.get(key);
  } catch (_missing) {
    return null;
  }
}

async function handleForDomain(host: string): Promise<string | null> {
  return kvsValue(`domain:${host}`);
}

async function liveSite(handle: string): Promise<LiveSite | null> {
  const raw = await kvsValue(`site:${handle}`);
  if (raw === null) return null;
  let parsed: { build?: unknown; domain?: unknown } | null = null;
  try {
    parsed = JSON.parse(raw);
  } catch (_malformed) {
    return null;
  }
  if (parsed === null || typeof parsed.build !== 'string') return null;
  return { buildId: parsed.build, domain: typeof parsed.domain === 'string' ? parsed.domain : null };
}

const lookup = { handleForDomain: handleForDomain, liveSite: liveSite };

/** Rebuilds the raw query string from CloudFront's parsed form (values stay as received). */
function queryString(querystring: Record<string, CfValue>): string {
  const parts: string[] = [];
  for (const name in querystring) {
    const item = querystring[name];
    if (!item) continue;
    const values = item.multiValue ? item.multiValue : [item];
    for (let i = 0; i < values.length; i++) {
      const value = values[i] ? (values[i] as CfValue).value : '';
      parts.push(value === '' ? name : `${name}=${value}`);
    }
  }
  return parts.join('&');
}

/**
 * Routes one viewer request. The answers made here (redirects, the 404 page) carry the sites
 * origin's security headers themselves, like the sites server's (`siteSecurityHeaders`): the
 * distribution's response headers policy is documented for answers from the cache and the origin.
 */
export async function handler(event: { request: CfRequest }): Promise<CfRequest | CfResponse> {
  const request = event.request;
  const host = request.headers.host ? (request.headers.host as CfValue).value : '';
  const route = await routeRequest(host, request.uri, queryString(request.querystring || {}), lookup);
  if (route.kind === 'object') {
    request.uri = `/${route.key}`;
    return request;
  }
  if (route.kind === 'redirect') {
    return {
      statusCode: route.status,
      statusDescription: route.status === 301 ? 'Moved Permanently' : 'Found',
      headers: {
        location: { value: route.location },
        'cache-control': { value: route.status === 301 ? 'public, max-age=3600' : 'no-store' },
        'x-content-type-options': { value: 'nosniff' },
        'referrer-policy': { value: 'strict-origin-when-cross-origin' },
      },
    };
  }
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: {
      'content-type': { value: 'text/html; charset=utf-8' },
      'cache-control': { value: 'no-store' },
      'x-content-type-options': { value: 'nosniff' },
      'referrer-policy': { value: 'strict-origin-when-cross-origin' },
    },
    body: { encoding: 'text', data: notFoundHtml },
  };
}
