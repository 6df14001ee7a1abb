import pg from 'pg';
import { assertChannelName, type ListenEvents, type NotificationHandler, type Unlisten } from './database.ts';

/** LISTEN on Postgres: one dedicated connection (never a pooled one) for every channel. */
export interface PostgresListener {
  listen(channel: string, handler: NotificationHandler, events?: ListenEvents): Promise<Unlisten>;
  /** Ends the connection and stops reconnecting. Safe to call twice. */
  close(): Promise<void>;
}

export interface PostgresListenerOptions {
  connectionString: string;
  /** @defaultValue 'sitewright-api-listen' */
  applicationName?: string;
  /** Told when the connection fails (it is re-opened with backoff while anyone listens). */
  onError?: (error: Error) => void;
  /** First reconnect delay, doubled up to 30 s. @defaultValue 500 */
  reconnectBaseMs?: number;
}

/**
 * A LISTEN connection shared by every channel of one database. A pooled connection cannot LISTEN
 * (it is handed to other statements between queries), so this one is opened on the first `listen`,
 * kept for the life of the database, and re-opened (re-LISTENing every channel) when it drops.
 */
export function createPostgresListener(options: PostgresListenerOptions): PostgresListener {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const watchers = new Set<ListenEvents>();
  /** The connection dropped since the last one was opened: the next one is a resumption. */
  let lost = false;
  const tell = (event: keyof ListenEvents) => {
    for (const watcher of [...watchers]) {
      try {
        watcher[event]?.();
      } catch (error) {
        options.onError?.(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };
  const baseMs = options.reconnectBaseMs ?? 500;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) {
      try {
        handler(message.payload ?? '');
      } catch (error) {
        options.onError?.(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  const scheduleReconnect = () => {
    if (closed || handlers.size === 0 || retryTimer) return;
    const delay = Math.min(30_000, baseMs * 2 ** Math.min(failures, 6));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, delay);
    retryTimer.unref();
  };

  const drop = (dead: pg.Client, error?: Error) => {
    if (error) options.onError?.(error);
    if (client !== dead) return;
    client = null;
    dead.end().catch(() => {});
    failures += 1;
    if (!lost && !closed) {
      lost = true;
      tell('interrupted');
    }
    scheduleReconnect();
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = new pg.Client({
        connectionString: options.connectionString,
        application_name: options.applicationName ?? 'sitewright-api-listen',
        connectionTimeoutMillis: 10_000,
      });
      fresh.on('notification', dispatch);
      fresh.on('error', (error) => drop(fresh, error));
      fresh.on('end', () => drop(fresh));
      try {
        await fresh.connect();
        for (const channel of handlers.keys()) await fresh.query(`LISTEN "${channel}"`);
      } catch (error) {
        fresh.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await fresh.end().catch(() => {});
        throw new Error('The database is closed');
      }
      client = fresh;
      failures = 0;
      if (lost) {
        lost = false;
        tell('resumed');
      }
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel, handler, events) {
      assertChannelName(channel);
      if (closed) throw new Error('The database is closed');
      // One object per call, so the same events given twice are told twice and removed once each.
      const watcher: ListenEvents | null = events ? { ...events } : null;
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(handler);
      handlers.set(channel, set);
      try {
        const connected = await connect();
        if (first) await connected.query(`LISTEN "${channel}"`);
      } catch (error) {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
        throw error;
      }
      if (watcher) watchers.add(watcher);
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        if (watcher) watchers.delete(watcher);
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN "${channel}"`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      watchers.clear();
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
