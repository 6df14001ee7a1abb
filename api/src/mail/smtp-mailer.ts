import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Sends through an SMTP server with nodemailer. `url` is `smtp://user:pass@host:587` (STARTTLS
 * when the server offers it) or `smtps://…:465` (TLS from the first byte).
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  // Bounded waits: a sign-in request should fail in seconds, not hang on a dead mail server.
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let closed = false;
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      if (closed) return;
      closed = true;
      transport.close();
    },
  };
}
