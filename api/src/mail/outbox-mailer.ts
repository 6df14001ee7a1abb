import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, SentMail } from './mailer.ts';

/** The embedded default's mailer, with what the `/dev/outbox` page needs to list it. */
export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  readonly dir: string;
  /** The kept messages, newest first, each with the name of its `.eml` file. */
  list(limit?: number): Promise<(SentMail & { file: string })[]>;
}

/** Whether a mailer is the outbox (and so has a page to list it). */
export function isOutboxMailer(mailer: Mailer): mailer is OutboxMailer {
  return mailer.kind === 'outbox' && 'list' in mailer;
}

const emlName = /^[0-9TZ-]+-[0-9a-f]{8}\.eml$/;

/** Whether `name` is a file the outbox wrote (so a request can never name another path). */
export function isOutboxFileName(name: string): boolean {
  return emlName.test(name);
}

/**
 * Keeps each message as an `.eml` file under `dir` (open it in any mail client), built by
 * nodemailer exactly as SMTP would send it, plus a `.json` twin the outbox page lists.
 * Files are written under a temporary name and renamed, so a listing never sees half a message.
 */
export function createOutboxMailer(options: { dir: string; from: string; now?: () => Date }): OutboxMailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const now = options.now ?? (() => new Date());
  return {
    kind: 'outbox',
    dir: options.dir,
    async send(message) {
      const sentAt = now();
      const info = await composer.sendMail({ from: options.from, ...message, date: sentAt });
      const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await mkdir(options.dir, { recursive: true });
      const record: SentMail = { ...message, from: options.from, sentAt: sentAt.toISOString() };
      await writeAtomically(path.join(options.dir, `${base}.json`), JSON.stringify(record, null, 2));
      await writeAtomically(path.join(options.dir, `${base}.eml`), info.message as Buffer);
    },
    async list(limit = 200) {
      const names = await readdir(options.dir).catch(() => [] as string[]);
      const files = names.filter(isOutboxFileName).sort().reverse().slice(0, limit);
      const messages = await Promise.all(
        files.map(async (file) => {
          const json = await readFile(path.join(options.dir, file.replace(/\.eml$/, '.json')), 'utf8').catch(
            () => null,
          );
          return json === null ? null : { ...(JSON.parse(json) as SentMail), file };
        }),
      );
      return messages.filter((m) => m !== null);
    },
    async close() {},
  };
}

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, data, { mode: 0o600 });
  await rename(temporary, file);
}
