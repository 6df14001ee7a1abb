// `npm run build`: builds the designer (Vite, then its pre-rendered pages) into designer/dist and records
// a digest of what the build was made from in designer/dist/.build-inputs (a dotfile: never served).
// `--if-changed` (what `npm start` and the test suites run) builds only when that digest differs from the
// sources', so a restart does not rebuild, and a suite never rewrites designer/dist under a running one.
// Content, not modification times: a change in templates/ or model/ (which the designer bundles) counts,
// a `touch` does not.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = path.join(root, 'designer', 'dist');
const recordFile = path.join(dist, '.build-inputs');

/** What the designer bundle is made of: its own sources, the packages it imports, the lockfile. */
const inputs = [
  'designer/src',
  'designer/scripts',
  'designer/public',
  'designer/index.html',
  'designer/vite.config.ts',
  'designer/package.json',
  'designer/tsconfig.json',
  'templates/src',
  'templates/package.json',
  'model/src',
  'model/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** The files an input names: itself, or every file under it. */
function filesOf(input) {
  const absolute = path.join(root, input);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [input];
  return readdirSync(absolute, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A digest of every input file's path and bytes, in a stable order. */
export function designerInputsDigest() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function recordedDigest() {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(recordFile)) return null;
  return readFileSync(recordFile, 'utf8').trim();
}

function runBuild() {
  // A build is always the production one, whatever the caller's environment (vitest sets NODE_ENV=test).
  const env = { ...process.env, NODE_ENV: 'production' };
  // A relative TSX_TSCONFIG_PATH set for the root would not resolve inside designer/ (the pre-render).
  delete env.TSX_TSCONFIG_PATH;
  const child = spawn('npm', ['run', 'build', '--workspace', 'designer'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  // Stopped while building (a process manager's stop): the build stops too, nothing is left running.
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const onlyIfChanged = process.argv.includes('--if-changed');
const digest = designerInputsDigest();
if (onlyIfChanged && recordedDigest() === digest) {
  console.log('designer/dist is up to date with its sources: not rebuilding');
} else {
  const code = await runBuild();
  if (code !== 0) process.exit(code);
  writeFileSync(recordFile, `${digest}\n`);
}
