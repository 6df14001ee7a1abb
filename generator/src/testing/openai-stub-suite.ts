import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type AiPromptRecord, type AiPromptRecorder, memoryRecorder } from '../record/ai-prompt-recorder.ts';
import { type OpenAiStub, startOpenAiStub } from './openai-stub-server.ts';

/** What a client under test is made with: the local server's address, the model `gpt-test`, no SDK retries. */
export interface StubConnection {
  apiKey: string;
  baseUrl: string;
  model: string;
  recorder: AiPromptRecorder;
  maxRetries: number;
}

/**
 * A suite's local OpenAI-protocol server and the client under test made on it with `make`: started
 * once before the suite, the stub's script and the recorded prompts emptied before each test, the
 * server closed after. `stub` and `client` are there from the suite's first test on.
 */
export function openAiStubSuite<C>(make: (connection: StubConnection) => C): {
  stub: OpenAiStub;
  client: C;
  recorder: AiPromptRecorder & { entries: AiPromptRecord[] };
} {
  const suite = { recorder: memoryRecorder() } as ReturnType<typeof openAiStubSuite<C>>;
  beforeAll(async () => {
    suite.stub = await startOpenAiStub();
    suite.client = make({
      apiKey: 'test',
      baseUrl: suite.stub.baseUrl,
      model: 'gpt-test',
      recorder: suite.recorder,
      maxRetries: 0,
    });
  });
  afterAll(() => suite.stub?.close());
  beforeEach(() => {
    suite.stub.reset();
    suite.recorder.entries.length = 0;
  });
  return suite;
}
