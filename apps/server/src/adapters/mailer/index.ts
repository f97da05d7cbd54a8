export type {
  Mailer,
  MailTransport,
  MailMessage,
  MailTemplateName,
  MailTemplates,
  OutgoingMail,
} from './types';
export { createOutboxMailer } from './outbox-mailer';
export { renderMail, escapeHtml, type RenderedMail } from './templates';
export { outbox } from './outbox.table';
export {
  claimDueMessages,
  markSent,
  markAttemptFailed,
  releaseClaims,
  OUTBOX_LEASE_SECONDS,
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_RETRY_DELAYS_SECONDS,
  type OutboxRow,
} from './outbox.repository';
export { createMailTransport } from './transport';
export { createLogTransport } from './log-transport';
export { createSmtpTransport, type SmtpOptions } from './smtp-transport';
