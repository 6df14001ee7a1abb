/** One Server-Sent Event as a test reads it. */
export interface ReceivedEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON events
  data: any;
}

/** A Server-Sent Events client over `fetch` (Node has no EventSource), for tests. */
export interface SseClient {
  status: number;
  headers: Headers;
  /** Every event so far, in order. */
  events: ReceivedEvent[];
  /** Comment lines so far (`: heartbeat`). */
  comments: string[];
  /** The next event named `name` not yet taken by `next` (waits up to `timeoutMs`). */
  next(name: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` as an event stream. Resolves once the answer's headers are in; refusals (4xx / 5xx)
 * resolve too, with `status` set and their JSON body as the only event (`error`).
 */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const taken = new Set<ReceivedEvent>();
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  let finished = false;
  if (!response.ok || !response.body) {
    events.push({ event: 'error', data: await response.json().catch(() => null) });
  }

  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) });
          cut = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
  })().finally(() => {
    finished = true;
    wake();
  });

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    async next(name, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === name && !taken.has(e));
        if (found) {
          taken.add(found);
          return found;
        }
        if (finished) throw new Error(`the stream ended without a '${name}' event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${name}' event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => abort.abort(),
  };
}
