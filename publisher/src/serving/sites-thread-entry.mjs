// The sites server thread's entry (`sites-thread.ts` starts it). A worker thread does not get the
// TypeScript loader its process was started with (`node --import tsx`, or vitest's), so it
// registers tsx itself before loading the server, which is TypeScript like the rest of the repo.
import { register } from 'tsx/esm/api';

register();
await import('./sites-thread-worker.ts');
