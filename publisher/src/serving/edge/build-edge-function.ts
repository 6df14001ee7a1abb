import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the emitted function is committed, relative to the repository root. */
export const edgeFunctionPath = 'infra/edge/viewer-request.js';

const cloudfrontImport = 'import cf from "cloudfront";';
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Syntax outside the cloudfront-js-2.0 subset. esbuild lowers what it can (optional chaining,
 * `??`, spread) and refuses the rest (classes, destructuring, for-of, generators), so a build that
 * succeeds emits only syntax the runtime documents.
 */
const unsupported = {
  class: false,
  'class-field': false,
  'class-static-field': false,
  'class-private-field': false,
  'class-private-method': false,
  destructuring: false,
  'for-of': false,
  'for-await': false,
  generator: false,
  'async-generator': false,
  'default-argument': false,
  'object-rest-spread': false,
  'array-spread': false,
  'optional-chain': false,
  'nullish-coalescing': false,
  'logical-assignment': false,
  'optional-catch-binding': false,
  'object-extensions': false,
  bigint: false,
  'dynamic-import': false,
  'import-meta': false,
  'top-level-await': false,
  'regexp-dot-all-flag': false,
  'regexp-lookbehind-assertions': false,
  'regexp-named-capture-groups': false,
  'regexp-sticky-and-unicode-flags': false,
  'regexp-unicode-property-escapes': false,
  'regexp-match-indices': false,
};

/**
 * Bundles `edge/viewer-request.ts` and `route-request.ts` into the CloudFront Function source:
 * ESM with `import cf from 'cloudfront'` kept, a top-level `async function handler`, no export.
 * Deterministic: the same sources always give the same bytes (a test compares with the committed file).
 */
export async function buildEdgeFunction(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: ['publisher/src/serving/edge/viewer-request.ts'],
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    supported: unsupported,
    external: ['cloudfront'],
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    banner: {
      js: `// GENERATED from publisher/src/serving/{route-request.ts,edge/viewer-request.ts} by\n// \`npm run build:edge --workspace publisher\`. Do not edit. Runtime: cloudfront-js-2.0.`,
    },
  });
  const code = result.outputFiles[0]?.text ?? '';
  const withoutExport = code.replace(/\nexport \{\s*handler\s*\};\s*$/, '\n');
  if (withoutExport === code) throw new Error('Expected the bundle to end with `export { handler };`');
  // The runtime wants the module import on the first line, before any comment.
  const withoutImport = withoutExport.replace(`${cloudfrontImport}\n`, '');
  if (withoutImport === withoutExport) throw new Error(`Expected the bundle to contain ${cloudfrontImport}`);
  return `${cloudfrontImport}\n${withoutImport}`;
}

/**
 * Writes the function to {@link edgeFunctionPath} if it changed. With `check`, writes nothing.
 * @returns `'unchanged'`, `'written'`, or `'stale'` (check mode, file differs).
 */
export async function emitEdgeFunction(check = false): Promise<'unchanged' | 'written' | 'stale'> {
  const target = `${repoRoot}${edgeFunctionPath}`;
  const fresh = await buildEdgeFunction();
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed === fresh) return 'unchanged';
  if (check) return 'stale';
  await writeFile(target, fresh);
  return 'written';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  emitEdgeFunction(process.argv.includes('--check')).then((outcome) => {
    console.log(`${edgeFunctionPath}: ${outcome}${outcome === 'stale' ? ' (run build:edge)' : ''}`);
    process.exitCode = outcome === 'stale' ? 1 : 0;
  });
}
