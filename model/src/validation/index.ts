/** Spec §5 validation rules. Each validator returns a `Result` carrying the user-facing message. */
export * from './account.ts';
export * from './analytics-id.ts';
export * from './colour.ts';
export * from './custom-code.ts';
export * from './email.ts';
export * from './external-url.ts';
export * from './generation-prompts.ts';
export * from './google-ad.ts';
export * from './handle.ts';
export * from './image-bytes.ts';
export * from './image-url.ts';
export * from './one-time-code.ts';
export * from './result.ts';
export * from './scrape-text.ts';
export * from './upload.ts';
export * from './website-creation.ts';
