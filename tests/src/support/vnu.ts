import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The Nu HTML checker's jar from the npm `vnu-jar` package (its export is the jar's path). */
export const vnuJar = String(require('vnu-jar'));

/** One message of the Nu checker's JSON output (`--format json`). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  /** The page it is about: the name given to `checkHtml`. */
  page: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
}

/** True when a `java` runtime is on the PATH. */
export function hasJava(): boolean {
  return spawnSync('java', ['-version']).status === 0;
}

/**
 * What a suite does without Java: under CI=true it fails with how to install it; elsewhere it
 * returns the reason to skip.
 */
export function javaMissingReason(): string | null {
  if (hasJava()) return null;
  const message =
    'java is missing (the Nu HTML checker needs it): apt-get install -y openjdk-17-jre-headless';
  if (process.env.CI === 'true') throw new Error(message);
  return message;
}

/**
 * Checks HTML documents with the Nu HTML checker in ONE Java process (the JVM takes seconds to
 * start, so a suite calls this once with every page). `pages` maps a name (e.g. 'full/index.html')
 * to its HTML; errors only (`--errors-only`), every message tagged with its page's name.
 */
export async function checkHtml(pages: ReadonlyMap<string, string>): Promise<VnuMessage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitewright-vnu-'));
  try {
    const byFile = new Map<string, string>();
    let n = 0;
    for (const [name, html] of pages) {
      const file = path.join(dir, `page-${n++}.html`);
      await writeFile(file, html);
      byFile.set(`file:${file}`, name);
    }
    const { code, stdout, stderr } = await run('java', [
      '-Xss4m',
      '-jar',
      vnuJar,
      '--errors-only',
      '--format',
      'json',
      ...[...byFile.keys()].map((url) => url.slice('file:'.length)),
    ]);
    // vnu writes its JSON report to stderr and exits 1 when it found errors.
    let report: { messages?: Array<Omit<VnuMessage, 'page'> & { url?: string }> };
    try {
      report = JSON.parse(stderr);
    } catch {
      throw new Error(`vnu exited ${code} without a JSON report:\n${stderr}\n${stdout}`);
    }
    return (report.messages ?? []).map(({ url, ...message }) => ({
      ...message,
      page: byFile.get(url ?? '') ?? url ?? '?',
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line per message, for a failing assertion. */
export function formatVnuMessages(messages: readonly VnuMessage[]): string {
  return messages
    .map(
      (m) =>
        `${m.page}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.type}: ${m.message}\n    ${m.extract ?? ''}`,
    )
    .join('\n');
}

function run(
  command: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
