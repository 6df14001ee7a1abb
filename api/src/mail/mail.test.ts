import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundPort, listen } from '../server.ts';
import { composeEmail, sendMail } from './compose.ts';
import { openMailer } from './open-mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { isLoopbackAddress, outboxPage } from './outbox-page.ts';
import { magicLinkEmail, oneTimeCodeEmail, verificationEmail } from './templates.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp-server.ts';

const from = 'Sitewright <no-reply@sitewright.test>';

describe('e-mail content', () => {
  it('writes every template as text and HTML, escaping what it interpolates', () => {
    for (const content of [
      oneTimeCodeEmail('123456', 10),
      magicLinkEmail('https://api.example/auth/link?token=a&b=<c>', 15),
      verificationEmail('https://api.example/auth/verify-email?token=t', 24),
    ]) {
      const mail = composeEmail(content);
      expect(mail.text.length).toBeGreaterThan(20);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).not.toContain('<c>');
    }
    expect(composeEmail(magicLinkEmail('https://x.example/?a=1&b=2', 15)).html).toContain('a=1&amp;b=2');
    expect(() =>
      composeEmail({
        subject: 's',
        heading: 'h',
        paragraphs: [],
        action: { label: 'x', url: 'javascript:alert(1)' },
      }),
    ).toThrow();
  });
});

describe('the outbox mailer and its page', () => {
  let dir: string;
  let server: Server;
  let local: Server;
  let base: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitewright-outbox-'));
    const outbox = createOutboxMailer({ dir, from });
    await sendMail(outbox, 'ada@example.com', magicLinkEmail('https://api.example/auth/link?token=abc', 15));
    await sendMail(outbox, 'bob@example.com', oneTimeCodeEmail('654321', 10));
    const app = express();
    app.use(outboxPage(outbox));
    server = await listen(app, 0, '127.0.0.1');
    local = await listen(express().use(outboxPage(outbox, { loopbackOnly: true })), 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(async () => {
    server?.close();
    local?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps each message as an .eml file with a text and an HTML part', async () => {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Sitewright <no-reply@sitewright\.test>$/m);
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
  });

  it('lists them newest first at /dev/outbox with clickable links, and serves the .eml', async () => {
    const page = await fetch(`${base}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html.indexOf('bob@example.com')).toBeLessThan(html.indexOf('ada@example.com'));
    expect(html).toContain('<a href="https://api.example/auth/link?token=abc">');
    const file = /href="\/dev\/outbox\/([^"]+\.eml)"/.exec(html)?.[1];
    const eml = await fetch(`${base}/dev/outbox/${file}`);
    expect(eml.status).toBe(200);
    expect(eml.headers.get('content-type')).toMatch(/message\/rfc822/);
    expect((await fetch(`${base}/dev/outbox/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('in production answers only this machine', async () => {
    expect((await fetch(`http://127.0.0.1:${boundPort(local)}/dev/outbox`)).status).toBe(200);
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.2', '192.168.1.5', undefined].some(isLoopbackAddress)).toBe(false);
  });

  it('is chosen when no SMTP_URL is set', () => {
    expect(openMailer({ kind: 'outbox', dir, from }).kind).toBe('outbox');
  });
});

describe('the SMTP mailer (nodemailer) against a local SMTP server', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('delivers a message with both parts over the SMTP protocol, authenticating from the URL', async () => {
    const mailer = openMailer({ kind: 'smtp', url: smtp.url('mailer', 's3cret'), from });
    expect(mailer.kind).toBe('smtp');
    await sendMail(mailer, 'carol@example.com', oneTimeCodeEmail('112233', 10));
    await mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      from: 'no-reply@sitewright.test',
      to: ['carol@example.com'],
      user: 'mailer',
    });
    expect(mail!.data).toMatch(/Subject: Your Sitewright sign-in code is 112233/);
    expect(mail!.data).toMatch(/text\/plain/);
    expect(mail!.data).toMatch(/text\/html/);
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = openMailer({ kind: 'smtp', url: 'smtp://127.0.0.1:9', from });
    await expect(sendMail(mailer, 'dave@example.com', oneTimeCodeEmail('000000', 10))).rejects.toThrow();
  });
});
