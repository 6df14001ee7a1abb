import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error — a plain ES module script of the repository, without type declarations
import { holdsSql } from '../../../scripts/sql-text.mjs';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

describe('SQL lives only in store/ (scripts/check-sql-owner.mjs)', () => {
  it.each([
    ["db.query('select id from websites where id = $1', [id])"],
    ['await tx.query(`\n  select w.id, w.handle\n    from websites w`)'],
    ["const sql = 'insert into events (type) values ($1)';"],
    ["'update websites set handle = $1 where id = $2'"],
    ['`delete from invites where id = $1`'],
    ["'with doomed as (select 1) select 1'"],
    ["await db.query('begin')"],
    ['db.exec(schemaSql)'],
    ["db.query(statement('get-draft', text))"],
    ['"select pg_notify($1, $2)"'],
  ])('finds SQL in %s', (source) => {
    expect(holdsSql(source)).toBe(true);
  });

  it.each([
    ["case 'rollback':"],
    ["kind: 'delete'"],
    ["const label = 'Publish';"],
    ['req.query.websiteId'],
    ['/^x$/.exec(text)'],
    ["'Choose one of the options'"],
  ])('finds none in %s', (source) => {
    expect(holdsSql(source)).toBe(false);
  });

  it('fails npm test when a file outside store/ runs a statement, naming the file', async () => {
    const folder = await mkdtemp(path.join(repositoryRoot, 'api', 'src', '.sql-owner-'));
    const file = path.join(folder, 'sneaky.ts');
    try {
      await writeFile(file, "export const find = (db) => db.query('select * from users');\n");
      const failed = await run(process.execPath, ['scripts/check-sql-owner.mjs'], {
        cwd: repositoryRoot,
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(path.relative(repositoryRoot, file));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
