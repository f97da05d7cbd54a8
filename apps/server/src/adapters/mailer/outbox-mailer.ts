import type { DbOrTx } from '../../db/client';
import { outbox } from './outbox.table';
import { renderMail } from './templates';
import type { Mailer, MailTemplateName, OutgoingMail } from './types';

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
    headers: mail.headers ?? null,
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
