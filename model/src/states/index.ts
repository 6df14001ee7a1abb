/** Spec §4 states and transitions, as pure functions of small structural inputs. */
export * from './backoff.ts';
export * from './creation.ts';
export * from './document-loading.ts';
export * from './domain.ts';
export * from './domain-stages.ts';
export * from './edit-control.ts';
export * from './invite.ts';
export * from './link-safety.ts';
export * from './public-url.ts';
export * from './publish-request.ts';
export * from './sitemap.ts';
export * from './spinner.ts';
export * from './theme-lookup.ts';
export * from './time.ts';
export * from './website-list.ts';
export * from './website-status.ts';
