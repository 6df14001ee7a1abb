import { creationCalls } from '@sitewright/model';
import { routeUrl } from '../../api/route-url.ts';

/** One Server-Sent Event of `GET /api/websites/creation/{creationId}/events` (`creationCalls.creationEvents`). */
export interface CreationEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Splits an SSE text buffer into complete events and the unfinished rest. */
export function parseSse(buffer: string): { events: CreationEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: CreationEvent[] = [];
  for (const block of blocks) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) continue;
    try {
      events.push({ type, data: JSON.parse(data.join('\n')) as Record<string, unknown> });
    } catch {
      // a comment or a keep-alive: nothing to show
    }
  }
  return { events, rest };
}

/**
 * Follows one creation's progress. `fetch` rather than `EventSource`, so the bearer token goes in a
 * header (no ticket needed). Resolves once the stream is open (its `ready` event) or has failed —
 * the creation goes ahead either way; the view then keeps its own timers.
 */
export function followCreation(
  creationId: string,
  headers: Record<string, string>,
  onEvent: (event: CreationEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const opened = setTimeout(resolve, 3000);
    const ready = () => {
      clearTimeout(opened);
      resolve();
    };
    void (async () => {
      try {
        const url = routeUrl(creationCalls.creationEvents, { params: { creationId }, query: {} });
        const response = await fetch(url, {
          headers: { ...headers, accept: 'text/event-stream' },
          signal,
        });
        if (!response.ok || !response.body) return ready();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseSse(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) {
            if (event.type === 'ready') ready();
            else onEvent(event);
          }
        }
      } catch {
        // aborted or the connection dropped: the POST's answer still decides the outcome
      }
      ready();
    })();
  });
}
