import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundPort, listen } from '../server.ts';
import { composeEmail, sendMail } from './compose.ts';
import { openMailer } from './open-mailer.ts';
import { createOutboxMailer, type OutboxMailer } from './outbox-mailer.ts';
import { isLoopbackAddress, outboxPage } from './outbox-page.ts';
import { magicLinkEmail, oneTimeCodeEmail, verificationEmail } from './templates.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp-server.ts';

const from = 'Sitewright <no-reply@sitewright.test>';
const adminToken = 'outbox-admin-token-0123456789';

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
  let outbox: OutboxMailer;
  let base: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitewright-outbox-'));
    outbox = createOutboxMailer({ dir, from });
    await sendMail(outbox, 'ada@example.com', magicLinkEmail('https://api.example/auth/link?token=abc', 15));
    await sendMail(outbox, 'bob@example.com', oneTimeCodeEmail('654321', 10));
    const app = express();
    app.use(outboxPage(outbox));
    server = await listen(app, 0, '127.0.0.1');
    // Behind a proxy on this machine: the client's address comes from X-Forwarded-For.
    const proxied = express().set('trust proxy', 'loopback');
    proxied.use(outboxPage(outbox, { adminToken }));
    local = await listen(proxied, 0, '127.0.0.1');
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

  it('answers loopback clients by their address after the trust-proxy rules, others only with ADMIN_TOKEN', async () => {
    const origin = `http://127.0.0.1:${boundPort(local)}`;
    const get = (headers: Record<string, string>) => fetch(`${origin}/dev/outbox`, { headers });
    expect((await get({})).status).toBe(200);
    // A visitor's request forwarded by a proxy on this machine: the socket is loopback, the client is not.
    const remote = await get({ 'x-forwarded-for': '203.0.113.7' });
    expect(remote.status).toBe(401);
    expect(await remote.text()).not.toContain('654321');
    // A spoofed loopback address before the real one: the proxy appends the client's, which wins.
    expect((await get({ 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).status).toBe(401);
    const basic = `Basic ${Buffer.from(`operator:${adminToken}`).toString('base64')}`;
    const withToken = await get({ 'x-forwarded-for': '203.0.113.7', authorization: basic });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('654321');
    const wrongToken = `Basic ${Buffer.from('operator:not-the-token').toString('base64')}`;
    expect((await get({ 'x-forwarded-for': '203.0.113.7', authorization: wrongToken })).status).toBe(401);
    // Without a configured token a remote client gets the app's 404: nothing says the page exists.
    const untokened = express().set('trust proxy', 'loopback').use(outboxPage(outbox));
    const server404 = await listen(untokened, 0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${boundPort(server404)}/dev/outbox`;
      expect((await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(404);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      server404.close();
    }
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.2', '192.168.1.5', '::ffff:10.0.0.2', undefined].some(isLoopbackAddress)).toBe(false);
  });

  it('is chosen when no SMTP_URL is set', () => {
    expect(openMailer({ kind: 'outbox', dir, page: true, from }).kind).toBe('outbox');
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
