import { ensureApiBuilt } from './src/testing/index.ts';

/** Runs once before the `api` project: the suites that start the api process start its bundle. */
export default function setup(): void {
  ensureApiBuilt();
}
