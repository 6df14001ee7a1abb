import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { buildEdgeFunction, edgeFunctionPath, notFoundText, type Route } from '@sitewright/publisher';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeCases, routeFixture } from './route-table.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const importLine = 'import cf from "cloudfront";';

interface ViewerResponse {
  statusCode?: number;
  headers: Record<string, { value: string }>;
  uri?: string;
  body?: { encoding: string; data: string };
}
type Handler = (event: unknown) => Promise<ViewerResponse>;

/** A KeyValueStore stand-in holding the fixture in the layout the function reads. */
function fixtureKvs() {
  const values = new Map<string, string>();
  for (const [host, handle] of Object.entries(routeFixture.domains)) values.set(`domain:${host}`, handle);
  for (const [handle, site] of Object.entries(routeFixture.sites)) {
    values.set(`site:${handle}`, JSON.stringify({ build: site.buildId, seq: 1, domain: site.domain }));
  }
  return {
    async get(key: string) {
      const value = values.get(key);
      if (value === undefined) throw new Error(`The key ${key} does not exist`);
      return value;
    },
  };
}

/** Loads the emitted function in a fresh V8 context, strict like the runtime, with `cf` injected. */
function loadHandler(source: string): Handler {
  expect(source).toContain(importLine);
  const script = `"use strict";\n${source.replace(importLine, 'const cf = __cloudfront;')}\nhandler;`;
  const context = vm.createContext({ __cloudfront: { kvs: () => fixtureKvs() } });
  return new vm.Script(script, { filename: edgeFunctionPath }).runInContext(context) as Handler;
}

function viewerRequest(host: string, uri: string, query: string) {
  const querystring: Record<string, { value: string }> = {};
  for (const pair of query ? query.split('&') : []) {
    const [name = '', value = ''] = pair.split('=');
    querystring[name] = { value };
  }
  return {
    version: '1.0',
    context: { eventType: 'viewer-request', distributionId: 'E2SITES', requestId: 'r1' },
    viewer: { ip: '198.51.100.7' },
    request: { method: 'GET', uri, querystring, headers: host ? { host: { value: host } } : {}, cookies: {} },
  };
}

/** The function's answer, read back as a Route. */
function asRoute(answer: ViewerResponse): Route {
  if (answer.statusCode === 404) {
    expect(answer.body?.data).toContain(notFoundText);
    expect(answer.headers['content-type']?.value).toBe('text/html; charset=utf-8');
    return { kind: 'not-found' };
  }
  if (answer.statusCode === 301 || answer.statusCode === 302) {
    return { kind: 'redirect', status: answer.statusCode, location: answer.headers.location?.value ?? '' };
  }
  return { kind: 'object', key: (answer.uri ?? '').slice(1) };
}

describe('the emitted CloudFront Function', () => {
  let committed: string;
  let handler: Handler;
  beforeAll(async () => {
    committed = await readFile(`${repoRoot}${edgeFunctionPath}`, 'utf8');
    handler = loadHandler(committed);
  });

  it('is committed exactly as a fresh build emits it (run `npm run build:edge -w publisher`)', async () => {
    expect(committed).toBe(await buildEdgeFunction());
  });

  it('has the runtime shape: the cloudfront import, a top-level handler, no export, under 10 KB', () => {
    expect(committed.split('\n')[0]).toBe(importLine);
    expect(committed).toMatch(/^async function handler\(event\) \{$/m);
    expect(committed).not.toMatch(/^export /m);
    expect(Buffer.byteLength(committed)).toBeLessThan(10_240);
  });

  it('uses no syntax outside cloudfront-js-2.0', () => {
    for (const token of [
      /\?\./,
      /\?\?/,
      /\.\.\.[A-Za-z_$[{(]/,
      /\bclass\s/,
      /\bfor\s*\([^)]*\sof\s/,
      /\bimport\(/,
      /\byield\b/,
    ]) {
      expect(committed).not.toMatch(token);
    }
  });

  it.each(routeCases)('answers like routeRequest — $name', async ({ host, uri, query, expected }) => {
    const answer = await handler(viewerRequest(host, uri, query ?? ''));
    expect(asRoute(answer)).toEqual(expected);
  });

  it('passes the request on with only the URI rewritten', async () => {
    const event = viewerRequest('sites.example.com', '/acme-co/', 'a=1');
    const answer = await handler(event);
    expect(answer).toBe(event.request);
    expect(answer).toMatchObject({
      method: 'GET',
      uri: '/sites/acme-co/b42/index.html',
      querystring: { a: { value: '1' } },
    });
  });
});

describe('infra/cloudformation.yaml', () => {
  it('inlines the committed function as the CloudFront Function code', async () => {
    const rendered = execFileSync(process.execPath, [`${repoRoot}infra/render-template.mjs`], {
      encoding: 'utf8',
    });
    const committed = await readFile(`${repoRoot}${edgeFunctionPath}`, 'utf8');
    expect(rendered).not.toContain('__FUNCTION_CODE__');
    expect(rendered).toContain(`      FunctionCode: |\n        ${importLine}\n`);
    expect(rendered).toContain('        async function handler(event) {\n');
    expect(rendered).toContain('Runtime: cloudfront-js-2.0');
    const inlined = rendered.split('FunctionCode: |\n')[1]?.split('\n\n  OriginAccessControl:')[0] ?? '';
    const dedented = inlined
      .split('\n')
      .map((line) => line.slice(8))
      .join('\n');
    expect(dedented).toBe(committed.trimEnd());
  });
});
