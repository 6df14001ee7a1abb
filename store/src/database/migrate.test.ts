import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { insertUser, insertWebsite } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { loadMigrations, migrate, pendingMigrations } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';

const backends = await testBackends();
requireBackendsInCi(backends);
const migrations = await loadMigrations();

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`migrations on ${backend.name}`, () => {
    let target: TestDatabase | undefined;
    afterEach(async () => {
      await target?.dispose();
      target = undefined;
    });

    it('applies every migration once; migrating again is a no-op', async () => {
      target = await backend.open({ migrated: false });
      const { db } = target;
      expect(await pendingMigrations(db, migrations)).toEqual(migrations.map((m) => m.version));
      const versions = migrations.map((m) => m.version);
      expect(versions[0]).toBe('0001');
      expect(await migrate(db, migrations)).toEqual(versions);
      expect(await migrate(db, migrations)).toEqual([]);
      expect(await pendingMigrations(db, migrations)).toEqual([]);
      const recorded = await db.query('select version, name from schema_migrations order by version');
      expect(recorded.rows).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })));
    });

    it('is safe when two processes migrate at once', async () => {
      target = await backend.open({ migrated: false });
      const other = target.openAnother?.() ?? target.db;
      const results = await Promise.all([migrate(target.db, migrations), migrate(other, migrations)]);
      expect(results.flat().sort()).toEqual(migrations.map((m) => m.version));
    });

    it('refuses to start on a migration edited after it was applied', async () => {
      target = await backend.open();
      const edited = migrations.map((m) => ({ ...m, checksum: `${m.checksum}-edited` }));
      await expect(migrate(target.db, edited)).rejects.toThrow(/changed after it was applied/);
    });
  });
}

describe('migrations on a Supabase-shaped database (PGlite)', () => {
  it('takes every grant from anon and authenticated, and RLS hides rows even if one is given back', async () => {
    const db = await openPgliteDatabase();
    try {
      // What Supabase does to the public schema before our migrations run.
      await db.exec(`
        create role anon nologin; create role authenticated nologin;
        grant usage on schema public to anon, authenticated;
        alter default privileges in schema public grant all on tables to anon, authenticated;
      `);
      await migrate(db, migrations);
      await insertWebsite(db, await insertUser(db));
      await db.exec('set role anon');
      await expect(db.query('select * from websites')).rejects.toMatchObject({ code: '42501' });
      await db.exec('reset role; grant select on websites to anon; set role anon');
      expect((await db.query('select * from websites')).rows).toEqual([]);
      await db.exec('reset role');
    } finally {
      await db.close();
    }
  });

  it('leaves the Data API nothing: anon and authenticated hold no privilege on any table, view or sequence', async () => {
    const db = await openPgliteDatabase();
    try {
      await db.exec(`
        create role anon nologin; create role authenticated nologin;
        grant usage on schema public to anon, authenticated;
        alter default privileges in schema public grant all on tables to anon, authenticated;
        alter default privileges in schema public grant all on sequences to anon, authenticated;
      `);
      await migrate(db, migrations);
      const granted = await db.query<{ role: string; relname: string; privilege: string }>(`
        select r.role, c.relname, p.privilege
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          cross join (values ('anon'), ('authenticated')) r(role)
          cross join (values ('select'), ('insert'), ('update'), ('delete'), ('truncate'), ('references'), ('trigger')) p(privilege)
         where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
           and has_table_privilege(r.role, c.oid, p.privilege)
        union all
        select r.role, c.relname, 'usage'
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          cross join (values ('anon'), ('authenticated')) r(role)
         where n.nspname = 'public' and c.relkind = 'S' and has_sequence_privilege(r.role, c.oid, 'usage')`);
      expect(granted.rows).toEqual([]);
      const tables = await db.query<{ relname: string }>(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
      );
      expect(tables.rows).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('counts a migration the Supabase CLI already applied as applied', async () => {
    const db = await openPgliteDatabase();
    try {
      await db.exec(migrations[0]!.sql);
      await db.exec(`
        create schema supabase_migrations;
        create table supabase_migrations.schema_migrations (version text primary key);
        insert into supabase_migrations.schema_migrations values ('0001');
      `);
      // The CLI applied 0001; the runner applies only what comes after it.
      const later = migrations.slice(1).map((m) => m.version);
      expect(await migrate(db, migrations)).toEqual(later);
      expect(await pendingMigrations(db, migrations)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('loadMigrations', () => {
  const withFiles = async (files: string[], fn: (dir: string) => Promise<void>) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitewright-migrations-'));
    try {
      for (const file of files) await writeFile(path.join(dir, file), 'select 1;\r\n');
      await fn(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('orders by version number and normalises line endings', () =>
    withFiles(['10_c.sql', '0002_b.sql', '0001_a.sql', 'README.md'], async (dir) => {
      const loaded = await loadMigrations(dir);
      expect(loaded.map((m) => m.version)).toEqual(['0001', '0002', '10']);
      expect(loaded[0]?.sql).toBe('select 1;\n');
    }));

  it('refuses a misnamed file and a repeated version', async () => {
    await withFiles(['add-users.sql'], (dir) => expect(loadMigrations(dir)).rejects.toThrow(/must be named/));
    await withFiles(['1_a.sql', '01_b.sql'], (dir) =>
      expect(loadMigrations(dir)).rejects.toThrow(/share version/),
    );
  });
});
