export { type Member, startTestbed, type Testbed, type TestbedOptions } from '../domains/testing/testbed.ts';
export { type ApiEntry, apiProcessArgs, ensureApiBuilt } from './api-processes.ts';
