export * from './fixtures.ts';
export * from './test-databases.ts';
