import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. 'Teatr <bilety@teatr.pl>'. */
  from: string;
}

/**
 * Sends through an SMTP server with nodemailer. Timeouts are short: a hung server must not hold
 * an outbox batch for minutes (the outbox job leases rows for OUTBOX_LEASE_SECONDS, then retries).
 */
export const createSmtpTransport = (options: SmtpOptions): MailTransport => {
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
};
