// `node scripts/marketing-pictures.mjs`: makes the marketing pages' pictures of the product anew — four example
// websites published by the product on the offline generator and the designer screen, shot in
// Debian's Chromium and written as AVIF/WebP into designer/public/marketing/ (with their index,
// designer/src/marketing/pictures/pictures-index.ts); `--designer-only` keeps the example sites' files
// and shoots the designer anew. It needs what the browser journeys need (Chromium at
// /usr/bin/chromium; the api's embedded defaults), makes them
// (tests/src/designer-marketing/make-marketing-pictures.ts), then runs their checks. Commit the changed files; a build only copies them (designer/public).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const make = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'tests/src/designer-marketing/make-marketing-pictures.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' } },
);
if (make.status !== 0) process.exit(make.status ?? 1);
// Then the checks `npm test` runs on the committed files.
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'tests', 'tests/src/designer-marketing/marketing-pictures.test.ts'],
  { cwd: root, stdio: 'inherit' },
);
if (run.status !== 0) process.exit(run.status ?? 1);
// The index as the repository's formatter writes it (`npm run lint` checks it).
const format = spawnSync(
  'npx',
  ['biome', 'format', '--write', 'designer/src/marketing/pictures/pictures-index.ts'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(format.status ?? 1);
