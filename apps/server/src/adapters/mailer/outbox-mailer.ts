import type { DbOrTx } from '../../db/client';
import { currentRequestId } from '../../lib/request-id';
import { outbox } from './outbox.table';
import { renderMail } from './templates';
import type { Mailer, MailTemplateName, OutgoingMail } from './types';

/** The mail's own headers, and X-Request-Id when a request (or a job it enqueued) queues it (lib/request-id.ts). */
const headersOf = (mail: OutgoingMail<MailTemplateName>): Record<string, string> | null => {
  const requestId = currentRequestId();
  return requestId ? { ...mail.headers, 'X-Request-Id': requestId } : (mail.headers ?? null);
};

const toRow = <T extends MailTemplateName>(mail: OutgoingMail<T>) => {
  const rendered = renderMail(mail.template, mail.lang, mail.data);
  return {
    to_address: mail.to,
    template: mail.template,
    lang: mail.lang,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    payload: mail.data as unknown as Record<string, unknown>,
    headers: headersOf(mail as OutgoingMail<MailTemplateName>),
  };
};

/** Renders at enqueue time so the stored message is exactly what will be sent. */
export const createOutboxMailer = (): Mailer => ({
  async enqueue<T extends MailTemplateName>(db: DbOrTx, mail: OutgoingMail<T>) {
    await db.insert(outbox).values(toRow(mail));
  },
  async enqueueMany<T extends MailTemplateName>(db: DbOrTx, mails: readonly OutgoingMail<T>[]) {
    if (mails.length > 0) await db.insert(outbox).values(mails.map(toRow));
  },
});
