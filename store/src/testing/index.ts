export * from './ai-prompt-rows.ts';
export * from './fixtures.ts';
export * from './invite-fixtures.ts';
export * from './sign-in-rows.ts';
export * from './table-snapshot.ts';
export * from './test-databases.ts';
export * from './website-rows.ts';
