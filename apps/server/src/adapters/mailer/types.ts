import type { Language } from '@scena/shared';
import type { DbOrTx } from '../../db/client';

/**
 * Templates and the data each one needs (the values its texts interpolate). A new template: its
 * data here, its shape (paragraphs, link) in templates.ts and its words, pl and en, as
 * `mail.<template>.*` in the catalogue (@scena/shared/i18n/mail).
 */
export interface MailTemplates {
  verify_account: { firstname: string; link: string };
  password_reset: { firstname: string; link: string };
  admin_login_link: { firstname: string; link: string; minutes: number };
  /** Sign-up with an address that already has an account (the form answered as for a new one). */
  signup_attempt: { firstname: string; signInLink: string; resetLink: string };
  /** The IP-limit auto-ban: the account watched from too many addresses in 24 hours. */
  ip_ban: { firstname: string; count: number; until: string; link: string };
  /** An administrator's ban with send_email: the reason and until when (mail.ban_until.*). */
  ban_notice: { firstname: string; reason: string; until: string; link: string };
  /** The account's own data export is ready: the download link, valid `hours`. */
  data_export: { firstname: string; hours: number; link: string };
  /** The new-content announcement (notifications module); every one carries its unsubscribe link. */
  new_content: { firstname: string; link: string; unsubscribeLink: string };
  /** Monthly reminder to subscribers who have not signed in for a while (notify_remindplatform). */
  remind_platform: { firstname: string; link: string; unsubscribeLink: string };
  /** The day before a paid event (notify_remindpayedevent). */
  remind_paid_event: { firstname: string; title: string; when: string; link: string };
  /** A completed purchase (orders): the item, the amount in zł, the access window and the link to watch. */
  order_confirmation: {
    firstname: string;
    title: string;
    amount: string;
    orderNumber: string;
    window: string;
    link: string;
  };
  /** A completed gift or group order (orders): the codes it bought, one per line, and the link to its status page. */
  order_codes: {
    firstname: string;
    title: string;
    amount: string;
    orderNumber: string;
    count: number;
    codes: string;
    link: string;
  };
  /** A payment that completed after its reservation ended and the event sold out: the money is being returned. */
  order_sold_out_refund: {
    firstname: string;
    title: string;
    amount: string;
    orderNumber: string;
    link: string;
  };
}
export type MailTemplateName = keyof MailTemplates;

export interface OutgoingMail<T extends MailTemplateName = MailTemplateName> {
  to: string;
  template: T;
  lang: Language;
  data: MailTemplates[T];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on announcements). */
  headers?: Record<string, string>;
}

/** A rendered message as a transport sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Where messages finally go: the log (embedded default) or SMTP (SMTP_URL). */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/** What modules use: render and store in the outbox, inside the caller's transaction. */
export interface Mailer {
  enqueue<T extends MailTemplateName>(db: DbOrTx, mail: OutgoingMail<T>): Promise<void>;
  /** Many messages in one statement (announcements to thousands): same rows as enqueue each. */
  enqueueMany<T extends MailTemplateName>(db: DbOrTx, mails: readonly OutgoingMail<T>[]): Promise<void>;
}
