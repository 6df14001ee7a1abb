import cf from "cloudfront";
// GENERATED from publisher/src/serving/{route-request.ts,edge/viewer-request.ts} by
// `npm run build:edge --workspace publisher`. Do not edit. Runtime: cloudfront-js-2.0.

// publisher/src/serving/edge/viewer-request.ts

// publisher/src/serving/route-request.ts
var notFoundText = "No website at this link";
var notFoundHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${notFoundText}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2933;background:#f7f7f5}h1{font-size:1.5rem;font-weight:600}</style></head><body><main><h1>${notFoundText}</h1></main></body></html>`;
var handlePattern = /^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$/;
var buildIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
var safePath = /^\/[A-Za-z0-9._~/-]*$/;
var sharedFile = /^(v[0-9]+-(index|[0-9a-f]+)\.xml|robots\.txt)$/;
var mediaFile = /^\/_media\/[0-9a-f]{32}\/(?:[0-9]{1,5}\.(?:avif|webp|jpg|png)|image\.(?:svg|ico))$/;
var assetFile = /^\/_assets\/[0-9a-f]{32}\/[a-z0-9][a-z0-9.-]{0,95}\.(?:css|js|svg|woff2)$/;
var safeQuery = /^[A-Za-z0-9._~!$&'()*+,;=:@/?%-]{1,2048}$/;
var notFound = { kind: "not-found" };
function normalizeHost(host) {
  let h = host.toLowerCase();
  const colon = h.lastIndexOf(":");
  if (colon !== -1 && h.indexOf("]") < colon) h = h.slice(0, colon);
  if (h.charAt(h.length - 1) === ".") h = h.slice(0, -1);
  return h;
}
function isSafePath(uri) {
  if (uri.length > 1024 || !safePath.test(uri) || uri.indexOf("//") !== -1) return false;
  const segments = uri.split("/");
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i] || "";
    if (segment.charAt(0) === "." || segment.indexOf("..") !== -1) return false;
  }
  return true;
}
async function routeRequest(host, uri, query, lookup2) {
  if (!isSafePath(uri)) return notFound;
  if (uri.indexOf("/_media/") === 0)
    return mediaFile.test(uri) ? { kind: "object", key: uri.slice(2) } : notFound;
  if (uri.indexOf("/_assets/") === 0)
    return assetFile.test(uri) ? { kind: "object", key: uri.slice(2) } : notFound;
  const domainHandle = await lookup2.handleForDomain(normalizeHost(host));
  if (domainHandle !== null) {
    if (!handlePattern.test(domainHandle)) return notFound;
    return siteRoute(domainHandle, "", uri, query, await lookup2.liveSite(domainHandle), false);
  }
  const second = uri.indexOf("/", 1);
  const first = second === -1 ? uri.slice(1) : uri.slice(1, second);
  if (second === -1 && sharedFile.test(first)) return { kind: "object", key: `sitemaps/${first}` };
  if (!handlePattern.test(first)) return notFound;
  const rest = second === -1 ? "" : uri.slice(second);
  return siteRoute(first, `/${first}`, rest, query, await lookup2.liveSite(first), true);
}
function siteRoute(handle, mount, rest, query, site, sharedOrigin) {
  if (site === null || !buildIdPattern.test(site.buildId)) return notFound;
  const search = safeQuery.test(query) ? `?${query}` : "";
  if (sharedOrigin && site.domain) {
    return { kind: "redirect", status: 302, location: `https://${site.domain}${rest || "/"}${search}` };
  }
  if (rest === "") return { kind: "redirect", status: 301, location: `${mount}/${search}` };
  const last = rest.slice(rest.lastIndexOf("/") + 1);
  if (last !== "" && last.indexOf(".") === -1) {
    return { kind: "redirect", status: 301, location: `${mount}${rest}/${search}` };
  }
  const file = last === "" ? `${rest}index.html` : rest;
  return { kind: "object", key: `sites/${handle}/${site.buildId}${file}` };
}

// publisher/src/serving/edge/viewer-request.ts
var kvs = cf.kvs();
async function kvsValue(key) {
  try {
    return await kvs.get(key);
  } catch (_missing) {
    return null;
  }
}
async function handleForDomain(host) {
  return kvsValue(`domain:${host}`);
}
async function liveSite(handle) {
  const raw = await kvsValue(`site:${handle}`);
  if (raw === null) return null;
  let parsed = null;
  try {
    parsed = JSON.parse(raw);
  } catch (_malformed) {
    return null;
  }
  if (parsed === null || typeof parsed.build !== "string") return null;
  return { buildId: parsed.build, domain: typeof parsed.domain === "string" ? parsed.domain : null };
}
var lookup = { handleForDomain: handleForDomain, liveSite: liveSite };
function queryString(querystring) {
  const parts = [];
  for (const name in querystring) {
    const item = querystring[name];
    if (!item) continue;
    const values = item.multiValue ? item.multiValue : [item];
    for (let i = 0; i < values.length; i++) {
      const value = values[i] ? values[i].value : "";
      parts.push(value === "" ? name : `${name}=${value}`);
    }
  }
  return parts.join("&");
}
async function handler(event) {
  const request = event.request;
  const host = request.headers.host ? request.headers.host.value : "";
  const route = await routeRequest(host, request.uri, queryString(request.querystring || {}), lookup);
  if (route.kind === "object") {
    request.uri = `/${route.key}`;
    return request;
  }
  if (route.kind === "redirect") {
    return {
      statusCode: route.status,
      statusDescription: route.status === 301 ? "Moved Permanently" : "Found",
      headers: {
        location: { value: route.location },
        "cache-control": { value: route.status === 301 ? "public, max-age=3600" : "no-store" },
        "x-content-type-options": { value: "nosniff" },
        "referrer-policy": { value: "strict-origin-when-cross-origin" }
      }
    };
  }
  return {
    statusCode: 404,
    statusDescription: "Not Found",
    headers: {
      "content-type": { value: "text/html; charset=utf-8" },
      "cache-control": { value: "no-store" },
      "x-content-type-options": { value: "nosniff" },
      "referrer-policy": { value: "strict-origin-when-cross-origin" }
    },
    body: { encoding: "text", data: notFoundHtml }
  };
}
