// SQL lives in one package: store/. This check fails `npm test` when a file outside store/ holds
// SQL text (a string that starts a statement) or calls `.query(` / `.exec(` on a database.
// `scripts/sql-owner-pending.txt` lists the files not yet moved; it may only shrink: a listed file
// that no longer holds SQL fails the check too, so the list stays true.
//
//   node scripts/check-sql-owner.mjs          report and exit 1 on a violation
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { holdsSql } from './sql-text.mjs';

const root = new URL('..', import.meta.url);
/** The detector, and its test, write SQL on purpose. */
const detector = [
  'scripts/check-sql-owner.mjs',
  'scripts/sql-text.mjs',
  'tests/src/house-rules/sql-owner.test.ts',
];

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mjs'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.startsWith('store/') && !detector.includes(file));

const pending = new Set(
  readFileSync(new URL('sql-owner-pending.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

const holding = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(new URL(file, root), 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  if (holdsSql(text)) holding.push(file);
}

const unexpected = holding.filter((file) => !pending.has(file));
const stale = [...pending].filter((file) => !holding.includes(file));
if (unexpected.length) {
  console.error('SQL outside store/ (move it into a store/ module):');
  for (const file of unexpected) console.error(`  ${file}`);
}
if (stale.length) {
  console.error('scripts/sql-owner-pending.txt lists files that hold no SQL any more (remove them):');
  for (const file of stale) console.error(`  ${file}`);
}
if (unexpected.length || stale.length) process.exit(1);
console.log(`SQL only in store/ (${pending.size} files outside it not yet moved)`);
