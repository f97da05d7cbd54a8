export type { Mailer, MailTransport, MailMessage, MailTemplateName, MailTemplates, OutgoingMail } from './types';
export { createOutboxMailer } from './outbox-mailer';
export { renderMail } from './templates';
export { outbox } from './outbox.table';
