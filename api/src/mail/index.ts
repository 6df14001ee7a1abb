/**
 * E-mail: one {@link Mailer} interface, the embedded outbox, SMTP via nodemailer, a memory mailer
 * for tests, the shared layout (`composeEmail` / `sendMail`) and the sign-in templates.
 */
export { composeEmail, type EmailContent, escapeHtml, sendMail } from './compose.ts';
export type { Mailer, MailMessage, SentMail } from './mailer.ts';
export { createMemoryMailer, type MemoryMailer } from './memory-mailer.ts';
export { openMailer } from './open-mailer.ts';
export { createOutboxMailer, isOutboxFileName, isOutboxMailer, type OutboxMailer } from './outbox-mailer.ts';
export { outboxPage } from './outbox-page.ts';
export { createSmtpMailer } from './smtp-mailer.ts';
export { magicLinkEmail, oneTimeCodeEmail, verificationEmail } from './templates.ts';
