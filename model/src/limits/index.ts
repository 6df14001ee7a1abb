export * from './field-limits.ts';
export * from './images-and-layout.ts';
export * from './per-user.ts';
export * from './timings.ts';
