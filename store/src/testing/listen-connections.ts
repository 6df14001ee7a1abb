import type { Queryable } from '../database/database.ts';

/**
 * Cuts every LISTEN connection to the current database (`pg_terminate_backend`, Postgres only), as a
 * network fault would; the listeners re-open theirs. Returns how many were cut.
 */
export async function cutListenConnections(db: Queryable): Promise<number> {
  const cut = await db.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and application_name like '%-listen'`,
  );
  return cut.rows.length;
}
