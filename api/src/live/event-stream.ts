import type { Request, Response } from 'express';

/** How often a comment line keeps proxies and browsers from closing an idle stream. */
export const heartbeatMs = 25_000;

/** An open Server-Sent Events answer. */
export interface EventStream {
  /** Writes one event (`event:` name, JSON `data:`). Ignored once closed. */
  send(event: string, data: unknown): void;
  /** Ends the answer (the browser's EventSource reconnects unless told otherwise). */
  close(): void;
  /** Runs `fn` once when the stream ends, whoever ends it. */
  onClose(fn: () => void): void;
  readonly closed: boolean;
}

/**
 * Turns `res` into a Server-Sent Events stream: the headers, a `retry:` hint, a heartbeat comment
 * every {@link heartbeatMs}, and clean-up when the client goes away or the stream is closed.
 * @param options.heartbeatMs - @defaultValue 25000
 */
export function openEventStream(
  req: Request,
  res: Response,
  options: { heartbeatMs?: number; retryMs?: number } = {},
): EventStream {
  res.status(200);
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache, no-transform');
  res.setHeader('connection', 'keep-alive');
  // nginx and similar proxies buffer answers unless told not to.
  res.setHeader('x-accel-buffering', 'no');
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  res.write(`retry: ${options.retryMs ?? 3000}\n\n`);

  const cleanups: (() => void)[] = [];
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const fn of cleanups.splice(0)) fn();
  };
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? heartbeatMs);
  heartbeat.unref();
  req.on('close', finish);
  res.on('close', finish);
  res.on('error', finish);

  return {
    send(event, data) {
      if (closed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      finish();
      res.end();
    },
    onClose(fn) {
      if (closed) fn();
      else cleanups.push(fn);
    },
    get closed() {
      return closed;
    },
  };
}
