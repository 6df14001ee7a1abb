import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('answers its own redirects and 404 page with nosniff and Referrer-Policy, as the sites server does', async () => {
    const answers = [
      await handler(viewerRequest('sites.example.com', '/acme-co', '')),
      await handler(viewerRequest('sites.example.com', '/nobody-here/', '')),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([301, 404]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']?.value).toBe('nosniff');
      expect(answer.headers['referrer-policy']?.value).toBe('strict-origin-when-cross-origin');
    }
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

/** cfn-lint (pip install cfn-lint), the CloudFormation linter: what a CI without it is told. */
function cfnLintMissingReason(): string | null {
  try {
    execFileSync('cfn-lint', ['--version'], { stdio: 'ignore' });
    return null;
  } catch {
    const message = 'cfn-lint is missing: pip install cfn-lint';
    if (process.env.CI === 'true') throw new Error(message);
    return message;
  }
}

describe('infra/cloudformation.yaml', () => {
  const rendered = () =>
    execFileSync(process.execPath, [`${repoRoot}infra/render-template.mjs`], { encoding: 'utf8' });

  it('attaches the security headers policy (nosniff, Referrer-Policy) to every cache behaviour', () => {
    const template = rendered();
    expect(template).toContain(
      [
        '  SecurityHeadersPolicy:',
        '    Type: AWS::CloudFront::ResponseHeadersPolicy',
        '    Properties:',
        '      ResponseHeadersPolicyConfig:',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's !Sub placeholder
        '        Name: !Sub "${Name}-security-headers"',
        '        Comment: nosniff and Referrer-Policy on published sites',
        '        SecurityHeadersConfig:',
        '          ContentTypeOptions: { Override: true }',
        '          ReferrerPolicy: { ReferrerPolicy: strict-origin-when-cross-origin, Override: true }',
      ].join('\n'),
    );
    const behaviours = template.match(/TargetOriginId:/g) ?? [];
    expect(behaviours.length).toBeGreaterThan(0);
    expect(template.match(/ResponseHeadersPolicyId: !Ref SecurityHeadersPolicy$/gm)).toHaveLength(
      behaviours.length,
    );
  });

  it('lets CloudFront read what the routing function serves (pages, sitemaps, error pages, pictures, shared assets) and nothing else', () => {
    const policy = rendered().split('  SitesBucketPolicy:\n')[1]?.split('\n\n')[0] ?? '';
    const readable = [...policy.matchAll(/\$\{SitesBucket\.Arn\}\/([^"]+)"/g)].map((m) => m[1]);
    expect(readable).toEqual(['sites/*', 'sitemaps/*', 'errors/*', 'media/*', 'assets/*']);
  });

  const lintMissing = cfnLintMissingReason();
  it.skipIf(lintMissing !== null)(
    `passes cfn-lint${lintMissing ? ` (${lintMissing})` : ''}`,
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'sitewright-cfn-'));
      try {
        const file = path.join(dir, 'cloudformation.yaml');
        await writeFile(file, rendered());
        // Exit status 0: no error, warning or informational finding.
        expect(execFileSync('cfn-lint', [file], { encoding: 'utf8' })).toBe('');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it('inlines the committed function as the CloudFront Function code', async () => {
    const template = rendered();
    const committed = await readFile(`${repoRoot}${edgeFunctionPath}`, 'utf8');
    expect(template).not.toContain('__FUNCTION_CODE__');
    expect(template).toContain(`      FunctionCode: |\n        ${importLine}\n`);
    expect(template).toContain('        async function handler(event) {\n');
    expect(template).toContain('Runtime: cloudfront-js-2.0');
    const inlined = template.split('FunctionCode: |\n')[1]?.split('\n\n  OriginAccessControl:')[0] ?? '';
    const dedented = inlined
      .split('\n')
      .map((line) => line.slice(8))
      .join('\n');
    expect(dedented).toBe(committed.trimEnd());
  });
});
