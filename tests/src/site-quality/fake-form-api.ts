import http from 'node:http';
import { close, listen } from './site-server.ts';

/** One form submission the stand-in api received. */
export interface ReceivedSubmission {
  /** e.g. `/_forms/riverside-heating/contact` (forwarded by the site's origin). */
  path: string;
  accept: string;
  contentType: string;
  fields: URLSearchParams;
}

/** An answer to give the next script (JSON) submission. */
export interface FormAnswer {
  status: number;
  body: { message?: string; fieldErrors?: Record<string, string> };
}

/** The stand-in api: records submissions and answers as templates/README.md's form contract says. */
export interface FakeFormApi {
  url: string;
  received: ReceivedSubmission[];
  /** Answers the next JSON submission with this instead of 200 `{}`. */
  answerNext(answer: FormAnswer): void;
  /** Forgets what was received and any answer not given yet (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** The page a plain (no-JS) POST gets back. */
export const plainPostReply = 'Thank you, your message was received.';

/**
 * Listens on 127.0.0.1 for `POST /_forms/{id}/{contact|newsletter}` (and the older
 * `/api/sites/{id}/…`). A script's request
 * (`Accept: application/json`) gets JSON — 200 `{}` unless `answerNext` says otherwise — with CORS
 * headers, as the sites' origin is not the api's; a plain form POST gets a small HTML page.
 */
export async function startFakeFormApi(): Promise<FakeFormApi> {
  const received: ReceivedSubmission[] = [];
  const answers: FormAnswer[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'accept, content-type' };
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST' }).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method !== 'POST' || !/^\/(api\/sites|_forms)\/[^/]+\/(contact|newsletter)$/.test(path)) {
      res.writeHead(404, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const accept = req.headers.accept ?? '';
      received.push({
        path,
        accept,
        contentType: req.headers['content-type'] ?? '',
        fields: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      if (accept.includes('application/json')) {
        const answer = answers.shift() ?? { status: 200, body: {} };
        res.writeHead(answer.status, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><title>Sent</title><p>${plainPostReply}</p></html>`);
    });
  });
  const url = await listen(server);
  return {
    url,
    received,
    answerNext: (answer) => answers.push(answer),
    reset: () => {
      received.length = 0;
      answers.length = 0;
    },
    close: () => close(server),
  };
}
