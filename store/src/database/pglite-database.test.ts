import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
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
