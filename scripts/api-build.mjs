// `node scripts/api-build.mjs`: bundles the api's processes (api/src/main.ts, worker.ts, jobs-cli.ts,
// admin-cli.ts) and the workspace packages they import into api/dist/*.mjs with esbuild, so a process
// starts by loading one compiled file instead of compiling the TypeScript of six packages as it
// imports them (tsx: ~6 s of CPU per start on this machine, ~2 s from the bundle). npm packages stay
// external: they load from node_modules as they would otherwise (PGlite finds its WebAssembly there).
//
// `--if-changed` (what `npm start` and the test suites run) builds only when a file the last build
// read, or the lockfile, changed since: api/dist/.build-inputs records their digest.
//
// Paths a module computes from its own location (`new URL('../../assets/', import.meta.url)`) must
// stay right inside a bundle: every bundled module's `import.meta.url` is rewritten to the URL of its
// source file. The bundle is therefore tied to this checkout's location, which the digest includes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = path.join(root, 'api', 'dist');
const recordFile = path.join(dist, '.build-inputs');
const entries = ['main', 'worker', 'jobs-cli', 'admin-cli'];
const entryPaths = entries.map((name) => path.join(root, 'api', 'src', `${name}.ts`));

/** A digest of the checkout's location, the lockfile and each listed file's path and bytes. */
function digestOf(files) {
  const hash = createHash('sha256');
  hash.update(`${root}\0`);
  for (const file of ['package-lock.json', 'scripts/api-build.mjs', ...files].sort()) {
    const absolute = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : 'missing');
    hash.update('\0');
  }
  return hash.digest('hex');
}

function upToDate() {
  if (!existsSync(recordFile) || entries.some((name) => !existsSync(path.join(dist, `${name}.mjs`))))
    return false;
  const record = JSON.parse(readFileSync(recordFile, 'utf8'));
  return record.digest === digestOf(record.inputs);
}

/** Workspace packages (TypeScript sources) are bundled; every other package stays an import. */
const workspaceSources = {
  name: 'workspace-sources',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sitewright/') ? undefined : { path: args.path, external: true },
    );
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts';
      // An entry keeps its own import.meta.url: it is the bundle file, as `process.argv[1]` is.
      if (entryPaths.includes(args.path)) return { contents: source, loader };
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader,
      };
    });
  },
};

async function runBuild() {
  const staging = path.join(root, 'api', `.dist-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  let result;
  try {
    result = await build({
      entryPoints: Object.fromEntries(entries.map((name, i) => [name, entryPaths[i]])),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      sourcemap: 'linked',
      tsconfig: path.join(root, 'tsconfig.base.json'),
      jsx: 'automatic',
      metafile: true,
      absWorkingDir: root,
      logLevel: 'warning',
      // CommonJS packages imported by name still find `require` inside an ES module bundle.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      plugins: [workspaceSources],
    });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
  writeFileSync(path.join(staging, '.build-inputs'), JSON.stringify({ digest: digestOf(inputs), inputs }));
  // Swap the folders: a process starting meanwhile reads either the old bundle or the new one.
  const old = path.join(root, 'api', `.dist-old-${process.pid}`);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(staging, dist);
  rmSync(old, { recursive: true, force: true });
}

/**
 * One build at a time (two suites' set-ups, or `npm start` beside a suite): a folder made
 * atomically is the lock; one older than a minute was left by a build that died.
 */
async function withBuildLock(fn) {
  const lock = path.join(root, 'api', '.dist-lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 60_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const onlyIfChanged = process.argv.includes('--if-changed');
await withBuildLock(async () => {
  if (onlyIfChanged && upToDate()) {
    if (!process.argv.includes('--quiet'))
      console.log('api/dist is up to date with its sources: not rebuilding');
  } else {
    await runBuild();
  }
});
