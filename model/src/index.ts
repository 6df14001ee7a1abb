/**
 * @sitewright/model — the website document and its rules, laid out like the spec:
 * entities (§3), states (§4), validation (§5), permissions (§6), errors (§8), limits (§9).
 */
export * from './contract/index.ts';
export * from './entities/index.ts';
export * from './errors/index.ts';
export * from './limits/index.ts';
export * from './permissions/index.ts';
export * from './states/index.ts';
export * from './validation/index.ts';
