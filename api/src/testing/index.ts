export { type ApiEntry, apiProcessArgs, ensureApiBuilt } from './api-processes.ts';
