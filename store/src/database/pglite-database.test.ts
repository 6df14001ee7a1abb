import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';

/** Counts the turns of the event loop (one `setImmediate` each) until `stop` is called. */
function countTurns(): { turns: () => number; stop: () => void } {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { turns: () => turns, stop: () => (running = false) };
}

describe('embedded database (PGlite)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await db.exec('create table notes (id int primary key)');
  });
  afterAll(() => db?.close());

  it('lets the event loop turn between two statements, however many are waiting', async () => {
    // PGlite runs a statement synchronously on this thread. Run back to back, a backlog of
    // statements kept the loop from polling I/O for its whole length, and the server accepted
    // one new connection per turn: under load, connections waited seconds to be accepted.
    const loop = countTurns();
    const finishedIn = await Promise.all(
      Array.from({ length: 10 }, (_, n) => db.query('select $1::int as n', [n]).then(() => loop.turns())),
    );
    loop.stop();
    for (let i = 1; i < finishedIn.length; i++) expect(finishedIn[i]).toBeGreaterThan(finishedIn[i - 1]!);
  });

  it('runs statements in the order they were sent, and a failed one does not hold back the next', async () => {
    const done: string[] = [];
    const track = (name: string, pending: Promise<unknown>) =>
      pending.then(
        () => done.push(name),
        () => done.push(`${name} failed`),
      );
    await Promise.all([
      track('first', db.query('select 1')),
      track('broken', db.query('select * from no_such_table')),
      track('last', db.query('select 2')),
    ]);
    expect(done).toEqual(['first', 'broken failed', 'last']);
  });

  it('holds the connection for a whole transaction: a statement sent meanwhile sees it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into notes (id) values (1)');
      await held;
      await tx.query('insert into notes (id) values (2)');
    });
    // Sent while the transaction is open (it waits on `held`), answered once it has committed.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const counted = db.query<{ n: number }>('select count(*)::int as n from notes');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await counted).rows[0]?.n).toBe(2);
  });
});

describe('embedded database (PGlite): every statement prepared once', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
  });
  afterAll(() => db?.close());

  const preparedTexts = async () =>
    (
      await db.query<{ statement: string }>(
        'select statement from pg_prepared_statements where not from_sql order by statement',
      )
    ).rows.map((row) => row.statement);

  it('parses a statement once and then only binds and executes it', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await db.query<{ n: number }>(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await db.query<{ n: number }>(text, [41])).rows).toEqual([{ n: 42 }]);
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('sends and answers values as PGlite does: jsonb, timestamptz, int8, boolean, arrays, null', async () => {
    await db.exec(`create table typed (id int8 primary key, doc jsonb, at timestamptz, ok boolean,
      tags text[], note text)`);
    const at = new Date('2026-11-29T12:34:56.789Z');
    const row = {
      id: 9_007_199_254_740_991,
      doc: { a: [1, 'two'], b: null },
      at,
      ok: true,
      tags: ['a', 'b,c', 'd"e'],
      note: null,
    };
    for (let round = 0; round < 2; round++) {
      await db.query('delete from typed');
      await db.query('insert into typed (id, doc, at, ok, tags, note) values ($1, $2, $3, $4, $5, $6)', [
        row.id,
        row.doc,
        row.at,
        row.ok,
        row.tags,
        row.note,
      ]);
      const { rows } = await db.query('select * from typed where id = $1', [row.id]);
      expect(rows).toEqual([row]);
    }
  });

  it('keeps at most 256 statements prepared, closing the least recently run first', async () => {
    const hot = 'select 1 as hot';
    await db.query(hot);
    for (let n = 0; n < 300; n++) {
      await db.query(`select ${n} as n`);
      if (n % 50 === 0) await db.query(hot);
    }
    const texts = await preparedTexts();
    // The 256 kept, and the listing's own statement closed by the next one (or kept).
    expect(texts.length).toBeLessThanOrEqual(257);
    expect(texts.length).toBeGreaterThanOrEqual(250);
    expect(texts).toContain(hot);
    expect(texts).not.toContain('select 0 as n');
    expect(texts).toContain('select 299 as n');
  });

  it('prepares every statement again after a schema change, so `select *` answers the new columns', async () => {
    await db.query('create table shapes (id int primary key)');
    await db.query('insert into shapes (id) values (1)');
    expect((await db.query('select * from shapes')).rows).toEqual([{ id: 1 }]);
    await db.query('alter table shapes add column name text default $$round$$');
    expect((await db.query('select * from shapes')).rows).toEqual([{ id: 1, name: 'round' }]);
    await db.exec('alter table shapes drop column name; alter table shapes add column size int default 3');
    expect((await db.query('select * from shapes')).rows).toEqual([{ id: 1, size: 3 }]);
  });

  it('reports a database error with its SQLSTATE and statement, and goes on', async () => {
    const error = await db.query('select * from no_such_table where id = $1', [1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '42P01', query: 'select * from no_such_table where id = $1' });
    const syntax = await db.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await db.query<{ n: number }>('select 3 as n')).rows).toEqual([{ n: 3 }]);
  });

  it('commits, rolls back on a throw, and refuses to commit a transaction an error aborted', async () => {
    await db.query('create table ledger (id int primary key)');
    await db.transaction(async (tx) => {
      await tx.query('insert into ledger (id) values ($1)', [1]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into ledger (id) values ($1)', [2]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // The duplicate key is caught inside: the transaction is aborted all the same.
    const aborted = await db
      .transaction(async (tx) => {
        await tx.query('insert into ledger (id) values ($1)', [3]);
        await tx.query('insert into ledger (id) values ($1)', [1]).catch(() => undefined);
      })
      .catch((e: unknown) => e);
    expect(aborted).toMatchObject({ code: '25P02' });
    let kept: Queryable | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
    expect((await db.query<{ id: number }>('select id from ledger order by id')).rows).toEqual([{ id: 1 }]);
  });
});
