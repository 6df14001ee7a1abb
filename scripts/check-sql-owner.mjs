// SQL lives in one package: store/. This check (run by `npm test`) fails when a file outside store/
// holds SQL text (a string that starts a statement) or calls `.query(` / `.exec(` on a database
// (`sql-text.mjs` says what counts), and names the files.
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

// Tracked and new (not ignored) files: a file not yet committed is checked too.
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mjs'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.startsWith('store/') && !detector.includes(file));

const holding = files.filter((file) => {
  try {
    return holdsSql(readFileSync(new URL(file, root), 'utf8'));
  } catch {
    return false; // deleted in the work tree
  }
});

if (holding.length) {
  console.error('SQL outside store/ (move it into a store/ module):');
  for (const file of holding) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`SQL only in store/ (${files.length} files outside it checked)`);
