/** Test helpers other packages' suites use: canned OpenAI answers and a local Chat Completions server. */
export * from './answers.ts';
export * from './asked-texts.ts';
export * from './openai-stub-server.ts';
