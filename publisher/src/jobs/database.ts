import type { Database } from '@sitewright/store';

/** Statements run through store's functions on the database or one open transaction. */
export type { Queryable } from '@sitewright/store';

/**
 * What the outbox's request functions need of the database: a transaction to record the request
 * in (the api's `Database`; a caller already in a transaction passes a stand-in whose
 * `transaction` joins it).
 */
export type PublishDatabase = Pick<Database, 'query' | 'transaction'>;
