import { createPublishProcessor, requestPublish } from '@sitewright/publisher';
import type { Database, Queryable } from '@sitewright/store';
import { testBackends } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, renamedBusiness } from './support/harness.ts';

// Database statements per publish, counted by a wrapper on the real Database (PGlite, Postgres).
// On the embedded default every statement is a turn of the api's event loop on the way from a
// click to the served page (PGlite runs on the main thread); on Postgres each is a round trip.
// A change that adds a statement to a publish fails here: cut one elsewhere, or raise the bound
// with the reason in docs/performance.md.

/**
 * The outbox transaction of a republish at the website's own address (lock, read under the lock,
 * snapshot and release): its statements. It claims nothing: the address is the website's already.
 */
const requestStatementsAtMost = 3;
/** The job of a republish (a live build on the same handle), from its start to `succeeded`. */
const jobStatementsAtMost = 12;

interface Counted {
  db: Database;
  /** Statements run since the last `reset`, inside transactions or not. */
  statements: string[];
  /** Transactions opened since the last `reset`. */
  transactions: number;
  reset(): void;
}

/** `db` with every statement and transaction counted. */
function counting(db: Database): Counted {
  const counted: Counted = {
    db: db,
    statements: [],
    transactions: 0,
    reset() {
      counted.statements = [];
      counted.transactions = 0;
    },
  };
  const record = (target: Queryable): Queryable => ({
    query(sql, params) {
      counted.statements.push((typeof sql === 'string' ? sql : sql.text).replace(/\s+/g, ' ').slice(0, 90));
      return target.query(sql, params);
    },
    exec(sql) {
      counted.statements.push(sql.slice(0, 90));
      return target.exec(sql);
    },
  });
  counted.db = {
    ...db,
    ...record(db),
    kind: db.kind,
    listen: (channel, handler) => db.listen(channel, handler),
    close: () => db.close(),
    transaction(fn) {
      counted.transactions += 1;
      return db.transaction((tx) => fn(record(tx)));
    },
  } as Database;
  return counted;
}

const backends = await testBackends();

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(
    `database statements per publish (${backend.name})`,
    { timeout: 60_000 },
    () => {
      let h: Harness;
      beforeAll(async () => {
        h = await createHarness({
          database: backend.name as 'pglite' | 'postgres',
          storage: 'folder',
          runner: 'none',
        });
      }, 60_000);
      afterAll(() => h?.close(), 60_000);

      it(`records a publish in ≤ ${requestStatementsAtMost} statements and runs its job in ≤ ${jobStatementsAtMost}`, async () => {
        const websiteId = await h.createWebsite('Counted Quilts');
        const handle = `quilts-${Date.now().toString(36)}`;
        const counted = counting(h.db);
        const processor = createPublishProcessor({ ...h.deps, db: counted.db });
        // The first publish makes a live build; the republish of an edited draft is the one counted.
        const first = await requestPublish(counted.db, { websiteId, handle }, null);
        expect(await processor(first.request.id)).toMatchObject({ outcome: 'live' });
        await h.editDraft(websiteId, renamedBusiness('Counted Quilts Two'));

        counted.reset();
        const recorded = await requestPublish(counted.db, { websiteId, handle }, null);
        const request = { statements: counted.statements, transactions: counted.transactions };
        counted.reset();
        expect(await processor(recorded.request.id)).toMatchObject({ outcome: 'live' });
        const job = { statements: counted.statements, transactions: counted.transactions };
        console.log(
          `${backend.name}: request ${request.statements.length} statements in ${request.transactions} transaction(s); ` +
            `job ${job.statements.length} statements, ${job.transactions} transaction(s):\n  ${job.statements.join('\n  ')}`,
        );

        expect((await h.page(`/${handle}/`)).body).toContain('Counted Quilts Two');
        expect(request.transactions).toBe(1);
        expect(request.statements.length).toBeLessThanOrEqual(requestStatementsAtMost);
        expect(job.statements.length).toBeLessThanOrEqual(jobStatementsAtMost);
      });
    },
  );
}
