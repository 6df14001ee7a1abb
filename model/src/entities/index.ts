export * from './enums.ts';
