import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the stub: a completion with `content`, or an error status. */
export interface StubReply {
  /** @defaultValue 200 */
  status?: number;
  /** The assistant message's content (200 only): usually JSON text, or anything malformed. */
  content?: string;
  /** Wait this long before answering (to provoke client time-outs). */
  delayMs?: number;
  headers?: Record<string, string>;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

/** A request the stub received: its parsed JSON body. */
export interface StubRequest {
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: {
      type: string;
      json_schema: { name: string; strict?: boolean; schema: Record<string, unknown> };
    };
  };
}

export interface OpenAiStub {
  /** `http://127.0.0.1:<port>/v1`, the SDK's `baseURL`. */
  baseUrl: string;
  requests: StubRequest[];
  /** Scripts the next answers, in order; when the queue is empty, `fallback` answers. */
  enqueue(...replies: StubReply[]): void;
  /** What answers once the queue is empty. @defaultValue a 500 saying no reply was scripted */
  fallback: (request: StubRequest) => StubReply;
  reset(): void;
  close(): Promise<void>;
}

const defaultUsage = { prompt_tokens: 120, completion_tokens: 80 };

function send(res: ServerResponse, reply: StubReply, model: string): void {
  const status = reply.status ?? 200;
  const body =
    status === 200
      ? {
          id: `chatcmpl-stub-${Date.now()}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content ?? '', refusal: null },
              finish_reason: 'stop',
            },
          ],
          usage: { ...(reply.usage ?? defaultUsage), total_tokens: 0 },
        }
      : {
          error: {
            message: `stub error ${status}`,
            type: status === 429 ? 'rate_limit_exceeded' : 'server_error',
            code: null,
          },
        };
  res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server speaking the part of the OpenAI Chat Completions API the generator uses
 * (`POST /v1/chat/completions` → `choices[0].message.content`), with scripted answers: good JSON,
 * malformed JSON, over-long fields, slow answers, 429 and 500 statuses. The real `openai` SDK is
 * pointed at it with `baseURL`.
 */
export async function startOpenAiStub(): Promise<OpenAiStub> {
  const queue: StubReply[] = [];
  const requests: StubRequest[] = [];
  const stub: OpenAiStub = {
    baseUrl: '',
    requests,
    enqueue: (...replies) => queue.push(...replies),
    fallback: () => ({ status: 500, headers: { 'retry-after-ms': '1' } }),
    reset() {
      queue.length = 0;
      requests.length = 0;
      stub.fallback = () => ({ status: 500, headers: { 'retry-after-ms': '1' } });
    },
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const request: StubRequest = { body: JSON.parse(await readBody(req)) };
    requests.push(request);
    const reply = queue.shift() ?? stub.fallback(request);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (!res.destroyed && !res.writableEnded) send(res, reply, request.body.model);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

/** A 200 answer whose content is `value` as JSON. */
export const jsonReply = (value: unknown, extra: Omit<StubReply, 'content'> = {}): StubReply => ({
  content: JSON.stringify(value),
  ...extra,
});
