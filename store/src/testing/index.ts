export * from './fixtures.ts';
export * from './invite-fixtures.ts';
export * from './test-databases.ts';
