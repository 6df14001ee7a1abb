// The registry this project installs from serves only some platforms' builds of packages that ship
// native binaries (e.g. Biome's and Rollup's android/darwin/win32/musl builds answer 404). `npm
// install` then leaves those optional platform packages out of package-lock.json, and `npm ci`
// refuses that very lockfile ("Missing: … from lock file"). This script writes the missing entries
// as a lockfile made on another platform would have them (name, version, os, cpu, libc, optional),
// without integrity: npm ci skips them on every platform they are not for.
//
//   node scripts/complete-lockfile.mjs          add the missing entries (idempotent)
//   node scripts/complete-lockfile.mjs --check  exit 1 if any are missing (run by `npm test`)
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const systems = [
  'android',
  'darwin',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
  'linux',
];
const cpus = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'arm'];

/** The platform a binary package is for, read from its name (`cli-linux-x64-musl`, `rollup-win32-ia32-msvc`). */
function platformOf(name) {
  const base = name.split('/').pop();
  const os = systems.find((s) => base.includes(s));
  const cpu = cpus.find((c) => new RegExp(`-${c}(-|$)`).test(base));
  if (!os || !cpu) return undefined;
  const libc = os === 'linux' ? (base.includes('musl') ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = path === '' ? `node_modules/${name}` : `${path}/node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    missing.push(name);
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
  }
}

if (process.argv.includes('--check')) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} optional platform entries (${missing.slice(0, 3).join(', ')} …), so \`npm ci\` would refuse it. Run: node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
  console.log('package-lock.json: every optional platform package is listed');
} else {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${missing.length} optional platform entries`);
}
