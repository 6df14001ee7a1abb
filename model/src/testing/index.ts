/**
 * `@sitewright/model/testing`: typed fixture factories, so every suite builds documents the
 * same way. Not for production code.
 */
export * from './entity-fixtures.ts';
export * from './full-website-fixture.ts';
export * from './text.ts';
export * from './website-fixture.ts';
