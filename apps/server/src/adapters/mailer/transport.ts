import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createLogTransport } from './log-transport';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport } from './types';

/** SMTP when SMTP_URL is set, otherwise the log (the embedded default). */
export const createMailTransport = (config: Config, log: FastifyBaseLogger): MailTransport => {
  if (config.SMTP_URL) return createSmtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM });
  if (config.NODE_ENV === 'production') {
    log.warn(
      'SMTP_URL is not set: e-mails (with their sign-in and verification links) are written to the log instead of being sent',
    );
  }
  return createLogTransport(log);
};
