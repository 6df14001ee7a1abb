/** Spec §8: the error catalogue, the success toasts and the `AppError` shape. */
export * from './catalogue.ts';
export type { ErrorEntry } from './entry.ts';
export * from './product.ts';
export * from './sign-in.ts';
export * from './storage.ts';
export * from './toasts.ts';
