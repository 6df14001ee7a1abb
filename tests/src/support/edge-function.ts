import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { edgeFunctionPath } from '@sitewright/publisher';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const importLine = 'import cf from "cloudfront";';

/** What the viewer-request function returns: the request (rewritten) or a response. */
export interface EdgeAnswer {
  statusCode?: number;
  headers: Record<string, { value: string }>;
  uri?: string;
  body?: { encoding: string; data: string };
}

/** A visitor's request through the edge: the function's answer, or the object it rewrote to. */
export type EdgeVisit =
  | { kind: 'object'; key: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found'; body: string };

/** The `cloudfront` module's KeyValueStore handle: `get` rejects for a missing key, as at the edge. */
export interface EdgeKvs {
  get(key: string): Promise<string>;
}

/**
 * Loads the committed, generated `infra/edge/viewer-request.js` in a fresh V8 context (strict, like
 * the CloudFront Functions runtime), with its `import cf from "cloudfront"` bound to a shim whose
 * `cf.kvs()` reads `values` — the fake KVS's own map, so the function sees exactly what the
 * publisher wrote over the KVS API.
 */
export async function loadEdgeFunction(values: ReadonlyMap<string, string>) {
  const source = await readFile(`${repoRoot}${edgeFunctionPath}`, 'utf8');
  if (!source.includes(importLine)) throw new Error(`${edgeFunctionPath} no longer imports cloudfront`);
  const kvs: EdgeKvs = {
    async get(key) {
      const value = values.get(key);
      if (value === undefined) throw new Error(`The key ${key} does not exist`);
      return value;
    },
  };
  const script = `"use strict";\n${source.replace(importLine, 'const cf = __cloudfront;')}\nhandler;`;
  const context = vm.createContext({ __cloudfront: { kvs: () => kvs } });
  const handler = new vm.Script(script, { filename: edgeFunctionPath }).runInContext(context) as (
    event: unknown,
  ) => Promise<EdgeAnswer>;

  return async function visit(host: string, uri: string): Promise<EdgeVisit> {
    const answer = await handler({
      version: '1.0',
      context: { eventType: 'viewer-request', distributionId: 'E2SITES', requestId: 'r1' },
      viewer: { ip: '198.51.100.7' },
      request: { method: 'GET', uri, querystring: {}, headers: { host: { value: host } }, cookies: {} },
    });
    if (answer.statusCode === 404) return { kind: 'not-found', body: answer.body?.data ?? '' };
    if (answer.statusCode === 301 || answer.statusCode === 302) {
      return { kind: 'redirect', status: answer.statusCode, location: answer.headers.location?.value ?? '' };
    }
    return { kind: 'object', key: (answer.uri ?? '').replace(/^\//, '') };
  };
}
