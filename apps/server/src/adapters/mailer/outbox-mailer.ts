import type { DbOrTx } from '../../db/client';
import { outbox } from './outbox.table';
import { renderMail } from './templates';
import type { Mailer, MailTemplateName, OutgoingMail } from './types';

/** Renders at enqueue time so the stored message is exactly what will be sent. */
export const createOutboxMailer = (): Mailer => ({
  async enqueue<T extends MailTemplateName>(db: DbOrTx, mail: OutgoingMail<T>) {
    const rendered = renderMail(mail.template, mail.lang, mail.data);
    await db.insert(outbox).values({
      to_address: mail.to,
      template: mail.template,
      lang: mail.lang,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      payload: mail.data as unknown as Record<string, unknown>,
    });
  },
});
