import type { Config } from '../config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The configured mailer: nodemailer over `SMTP_URL` when set, the outbox otherwise. */
export function openMailer(mail: Config['mail']): Mailer {
  return mail.kind === 'smtp'
    ? createSmtpMailer({ url: mail.url, from: mail.from })
    : createOutboxMailer({ dir: mail.dir, from: mail.from });
}
