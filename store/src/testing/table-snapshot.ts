import type { Queryable } from '../database/database.ts';

/**
 * Builds a function that answers one line per base table of the `public` schema — its row count
 * and an md5 of its rows — so a suite can prove a request wrote nothing at all. The tables are
 * found once, from the catalogue, so a table added later is covered without listing it. Answers
 * `{ [table]: '3 rows, md5 …' }`.
 */
export async function tableSnapshotter(db: Queryable): Promise<() => Promise<Record<string, string>>> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (rows.length < 10) throw new Error(`only ${rows.length} tables found`);
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  // Table names come from the catalogue, never from a request; quoted all the same.
  const sql = rows
    .map(
      ({ name }) =>
        `select '${name.replaceAll("'", "''")}' as name, count(*)::int as n,
                md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum
         from ${quote(name)} t`,
    )
    .join('\nunion all\n');
  return async () => {
    const snapshot: Record<string, string> = {};
    const tables = await db.query<{ name: string; n: number; sum: string }>(sql);
    for (const t of tables.rows) snapshot[t.name] = `${t.n} rows, md5 ${t.sum}`;
    return snapshot;
  };
}
