import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { GenerationError } from '../generation-error.ts';

/** Where an OpenAI-protocol client connects, and how long it waits. */
export interface OpenAiConnection {
  apiKey: string;
  /** @defaultValue 'https://api.openai.com/v1' */
  baseUrl?: string;
  /** Time limit of each HTTP request, in ms (each caller has its default). */
  timeoutMs?: number;
  /** The SDK's retries of one request (429, 5xx, time-outs). @defaultValue 1 */
  maxRetries?: number;
}

/** The SDK client for `connection`, with the caller's default time limit. */
export function openAiClient(connection: OpenAiConnection, defaultTimeoutMs: number): OpenAI {
  return new OpenAI({
    apiKey: connection.apiKey,
    baseURL: connection.baseUrl ?? 'https://api.openai.com/v1',
    timeout: connection.timeoutMs ?? defaultTimeoutMs,
    maxRetries: connection.maxRetries ?? 1,
  });
}

/** What one call has spent and said so far: recorded in `ai_prompts`, carried by its errors. */
export interface ChatUsage {
  promptTokens: number;
  answerTokens: number;
  prompt: string;
  response: string | null;
}

export const noUsage = (): ChatUsage => ({ promptTokens: 0, answerTokens: 0, prompt: '', response: null });

/** A caller's verdict on one answer: kept (the loop ends), or the words that ask again. */
export type AnswerVerdict<R> = { kept: R } | { askAgain: string };

export interface AskForJson<R> {
  client: OpenAI;
  model: string;
  /** The conversation so far; each answer that is asked again and the asking are added to it. */
  messages: ChatCompletionMessageParam[];
  maxAttempts: number;
  usage: ChatUsage;
  /** The structured output's name and JSON Schema for the next request. */
  format: () => { name: string; schema: Record<string, unknown> };
  /** Reads one answer (its JSON, `null` when it was not JSON; a refusal reads as ''). */
  judge: (json: unknown, attempt: number) => AnswerVerdict<R>;
  /** Records the service's failure before it is thrown. */
  failed: (error: GenerationError) => Promise<void>;
}

/**
 * Asks the Chat Completions API for a structured JSON answer, at most `maxAttempts` times: each
 * answer goes to `judge`, and one it does not keep is sent back with its words of asking again.
 * Answers what `judge` kept, or `undefined` when no attempt was kept; the tokens, the last prompt
 * and the last answer are in `usage`. The SDK's failure (after its own retries) is recorded with
 * `failed` and thrown as a typed {@link GenerationError}.
 */
export async function askForJson<R>(ask: AskForJson<R>): Promise<R | undefined> {
  const { client, model, messages, usage } = ask;
  for (let attempt = 1; attempt <= ask.maxAttempts; attempt++) {
    usage.prompt = messages.map((m) => `[${m.role}] ${String(m.content)}`).join('\n\n');
    let content = '';
    try {
      const { name, schema } = ask.format();
      const completion = await client.chat.completions.create({
        model,
        messages,
        response_format: { type: 'json_schema', json_schema: { name, schema, strict: true } },
      });
      usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
      usage.answerTokens += completion.usage?.completion_tokens ?? 0;
      const message = completion.choices[0]?.message;
      content = message?.refusal ? '' : (message?.content ?? '');
    } catch (error) {
      const failure = serviceError(error, usage);
      await ask.failed(failure);
      throw failure;
    }
    usage.response = content;
    const verdict = ask.judge(safeJson(content), attempt);
    if ('kept' in verdict) return verdict.kept;
    messages.push({ role: 'assistant', content }, { role: 'user', content: verdict.askAgain });
  }
  return undefined;
}

function safeJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return null;
  }
}

/** The SDK's failure (after its own retries) as a typed generation error. */
function serviceError(error: unknown, usage: GenerationError['usage']): GenerationError {
  if (error instanceof APIConnectionTimeoutError) {
    return new GenerationError('timeout', 'The AI service did not answer in time', usage, { cause: error });
  }
  const message =
    error instanceof APIError
      ? `The AI service failed (${error.status ?? 'no status'})`
      : `The AI service could not be reached: ${error instanceof Error ? error.message : String(error)}`;
  return new GenerationError('unavailable', message, usage, { cause: error });
}
