/**
 * One e-mail. Every message the product sends has both a plain-text and an HTML part (mail
 * clients that show only one, screen readers, spam filters).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as the embedded outbox (and the memory mailer) keeps it. */
export interface SentMail extends MailMessage {
  from: string;
  /** ISO time it was handed to the mailer. */
  sentAt: string;
}

/**
 * Sends e-mail. Three implementations: the outbox (embedded default, `.eml` files under
 * `$DATA_DIR/outbox/`), SMTP via nodemailer (`SMTP_URL`), and memory (tests).
 * Get the configured one with `openMailer(config.mail)`.
 */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp' | 'memory';
  /** Resolves once the message is accepted (written, or accepted by the SMTP server). */
  send(message: MailMessage): Promise<void>;
  /** Releases connections. Safe to call twice. */
  close(): Promise<void>;
}
