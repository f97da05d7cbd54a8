import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from './types';

/**
 * The embedded default when SMTP_URL is not set: each message goes to the server log, text part
 * included, so a newcomer can open their verification or sign-in link from the console. It
 * prints links that act as credentials, which is why production must set SMTP_URL (the server
 * warns at start when it does not).
 */
export const createLogTransport = (log: FastifyBaseLogger): MailTransport => ({
  name: 'log',
  async send(message: MailMessage) {
    log.info(
      { mail: { to: message.to, subject: message.subject } },
      `e-mail to ${message.to}: ${message.subject}\n\n${message.text}`,
    );
  },
});
