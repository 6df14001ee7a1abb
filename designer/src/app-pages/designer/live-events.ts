import { liveCalls } from '@sitewright/model';
import { useEffect, useRef } from 'react';
import { routeUrl } from '../../api/route-url.ts';
import { parseSse } from '../onboarding/creation-stream.ts';
import { getAccessToken } from './access-token.ts';

/**
 * The events of the api's live stream (`GET /api/live`, docs/decisions/websites.md "Live updates") the designer
 * reacts to. Each names its kind; `ready` is sent once per (re)connection.
 */
export type LiveEvent =
  | { kind: 'ready'; userId: string }
  | { kind: 'draft-saved'; websiteId: string; version: number; byUserId: string }
  | { kind: 'edit-control-taken'; websiteId: string; byUserId: string }
  | { kind: 'website-deleted'; websiteId: string }
  | { kind: 'invite-changed'; websiteId: string; inviteId: string }
  | { kind: 'invite-revoked'; websiteId: string }
  | { kind: string; [field: string]: unknown };

type Listener = (event: LiveEvent) => void;

/** How long to wait before opening the stream again after it dropped (the api's `retry: 3000`). */
export const liveReconnectMs = 3000;

const listeners = new Set<Listener>();
let connection: AbortController | null = null;

/**
 * One stream per tab, shared by every listener (the api allows 10 streams per user): opened with
 * the first listener, closed with the last. `fetch` rather than `EventSource`, so the bearer token
 * goes in a header; when the stream drops it is opened again after {@link liveReconnectMs}, and
 * its new `ready` event tells listeners to re-check what they may have missed.
 */
function connect(): void {
  const controller = new AbortController();
  connection = controller;
  void (async () => {
    while (!controller.signal.aborted) {
      const token = getAccessToken();
      try {
        if (token) {
          const response = await fetch(routeUrl(liveCalls.liveEvents, { query: {} }), {
            headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
            signal: controller.signal,
          });
          if (response.ok && response.body) {
            const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
            let buffer = '';
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              const parsed = parseSse(buffer + value);
              buffer = parsed.rest;
              for (const { type, data } of parsed.events) dispatch({ ...data, kind: type });
            }
          }
        }
      } catch {
        // aborted, or the connection dropped: try again below unless closed
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, liveReconnectMs));
    }
  })();
}

function dispatch(event: LiveEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/**
 * The stream stays open this long after its last listener leaves: the designer reloading a draft
 * unmounts and mounts its listeners again, and should not drop events in between.
 */
const lingerMs = 2000;
let closing: ReturnType<typeof setTimeout> | null = null;

/** Adds a listener to the tab's live stream; returns its removal. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  if (closing) clearTimeout(closing);
  closing = null;
  if (!connection) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    if (closing) clearTimeout(closing);
    closing = setTimeout(() => {
      closing = null;
      if (listeners.size === 0 && connection) {
        connection.abort();
        connection = null;
      }
    }, lingerMs);
  };
}

/** Calls `onEvent` (always its latest version) for every live event while the component is mounted. */
export function useLiveEvents(onEvent: Listener): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => subscribeLive((event) => latest.current(event)), []);
}
