import { rawRequest } from '../src/support/raw-http.ts';
import type { BenchResult } from './measure.ts';

/** What Chromium sends. */
const browserAccepts = 'gzip, deflate, br, zstd';

/** The bytes on the wire for `path` with `acceptEncoding`, and the encoding the server chose. */
async function transfer(base: string, path: string, acceptEncoding: string) {
  const answer = await rawRequest(base, path, {
    headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
  });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return { bytes: answer.body.length, encoding: answer.headers['content-encoding'] ?? 'identity' };
}

const reported = (name: string, bytes: number): BenchResult => ({
  name,
  value: bytes,
  unit: 'bytes',
  target: 'none (reported: the uncompressed size)',
  met: true,
});

/**
 * A compressed transfer: met when the server chose `encoding` and sent at most half the
 * uncompressed bytes (what any text compressor achieves on a JS bundle or HTML page; a server
 * that sends the file as it is, as before, misses it).
 */
function compressed(
  name: string,
  sent: { bytes: number; encoding: string },
  encoding: string,
  plainBytes: number,
): BenchResult {
  const half = Math.floor(plainBytes / 2);
  return {
    name: sent.encoding === encoding ? name : `${name} (sent ${sent.encoding}, not ${encoding})`,
    value: sent.bytes,
    unit: 'bytes',
    target: `Content-Encoding ${encoding} and <= ${half} (half of the ${plainBytes} uncompressed)`,
    met: sent.encoding === encoding && sent.bytes <= half,
  };
}

/**
 * The app origin's transfer sizes as a browser gets them from the api process (the built designer):
 * the shell bundle (the largest script of a first visit to the app, linked from /login) uncompressed,
 * brotli and gzip, and the home page's HTML uncompressed and brotli.
 */
export async function appOriginBytes(base: string): Promise<BenchResult[]> {
  // The pre-rendered marketing pages load only their islands: an app page (/login) links the shell.
  const login = (await rawRequest(base, '/login', { headers: { accept: 'text/html' } })).body.toString(
    'utf8',
  );
  const shell = /href="(\/assets\/shell-[\w-]+\.js)"/.exec(login)?.[1];
  if (!shell) throw new Error(`No shell bundle linked from the login page:\n${login.slice(0, 2000)}`);
  const shellPlain = await transfer(base, shell, 'identity');
  const homePlain = await transfer(base, '/', 'identity');
  return [
    reported('app origin: shell JS bytes, uncompressed', shellPlain.bytes),
    compressed(
      'app origin: shell JS bytes, br',
      await transfer(base, shell, browserAccepts),
      'br',
      shellPlain.bytes,
    ),
    compressed(
      'app origin: shell JS bytes, gzip',
      await transfer(base, shell, 'gzip'),
      'gzip',
      shellPlain.bytes,
    ),
    reported('app origin: home HTML bytes, uncompressed', homePlain.bytes),
    compressed(
      'app origin: home HTML bytes, br',
      await transfer(base, '/', browserAccepts),
      'br',
      homePlain.bytes,
    ),
  ];
}
