import type { Language } from '@scena/shared';
import { translateMail, type MailMessageKey } from '@scena/shared/i18n/mail';
import { htmlPart, textPart, type MailCopy } from './layout';
import type { MailTemplateName, MailTemplates } from './types';

export { escapeHtml } from './layout';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The catalogue parts of template T (`p1`, `p2`... of its `mail.<T>.<part>` keys). */
type PartOf<T extends string> = MailMessageKey extends infer K
  ? K extends `mail.${T}.${infer P}`
    ? Exclude<P, 'subject' | 'action' | 'note'>
    : never
  : never;

/**
 * How a template is put together; the words are all in the catalogue (@scena/shared/i18n/mail) as
 * `mail.<template>.subject`, `.p1`..., `.action` (the button's label) and `.note`.
 */
interface Shape<T extends MailTemplateName> {
  /** Paragraphs in order: a catalogue part, or a data field shown as its own paragraph. */
  body: readonly (PartOf<T> | { field: keyof MailTemplates[T] & string })[];
  /** The data field with the one thing the reader should do: a button and the address as text. */
  link: keyof MailTemplates[T] & string;
  /** A closing note shared by several templates instead of the template's own `.note`. */
  note?: MailMessageKey;
}

/** Newsletter-type e-mails say why they came and how to stop it (with List-Unsubscribe). */
const subscribed = 'mail.note_subscribed';

const shapes: { [T in MailTemplateName]: Shape<T> } = {
  verify_account: { body: ['p1', 'p2'], link: 'link' },
  password_reset: { body: ['p1', 'p2'], link: 'link' },
  admin_login_link: { body: ['p1', 'p2'], link: 'link' },
  signup_attempt: { body: ['p1', 'p2', { field: 'resetLink' }], link: 'signInLink' },
  ip_ban: { body: ['p1', 'p2', 'p3'], link: 'link' },
  ban_notice: { body: ['p1', 'p2'], link: 'link' },
  data_export: { body: ['p1', 'p2'], link: 'link' },
  new_content: { body: ['p1'], link: 'link', note: subscribed },
  remind_platform: { body: ['p1'], link: 'link', note: subscribed },
  remind_paid_event: { body: ['p1'], link: 'link' },
  order_confirmation: { body: ['p1', { field: 'window' }], link: 'link' },
  order_sold_out_refund: { body: ['p1', 'p2'], link: 'link' },
  order_codes: { body: ['p1', { field: 'codes' }, 'p2'], link: 'link' },
};

/** Names and titles come from forms; in a greeting or a subject (a header) they stay one short line. */
const oneLine = (value: string | number | undefined): string =>
  String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 100);

/** Links are built by the server from PUBLIC_URL; anything else is a bug, never sent. */
const assertWebLink = (link: string): void => {
  if (!/^https?:\/\/[^\s"'<>]+$/.test(link)) throw new Error('mail link must be an absolute http(s) address');
};

/**
 * Fills the template's catalogue entries with its data. The subject is a header, so every value in
 * it is one line; body values stay as given (the text part is plain, the HTML part escapes them).
 */
const copyOf = <T extends MailTemplateName>(
  template: T,
  lang: Language,
  data: MailTemplates[T],
): MailCopy => {
  const shape: Shape<T> = shapes[template];
  const params = data as unknown as Record<string, string | number>;
  const text = (part: string, values = params) =>
    translateMail(lang, `mail.${template}.${part}` as MailMessageKey, values);
  const oneLineParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, oneLine(v)]));
  const name = oneLine(params.firstname);
  return {
    subject: text('subject', oneLineParams),
    greeting: name
      ? translateMail(lang, 'mail.greeting', { name })
      : translateMail(lang, 'mail.greeting_anonymous'),
    paragraphs: shape.body.map((part) =>
      typeof part === 'string' ? text(part) : String(params[part.field]),
    ),
    action: { label: text('action'), link: String(params[shape.link]) },
    note: shape.note ? translateMail(lang, shape.note, params) : text('note'),
  };
};

export const renderMail = <T extends MailTemplateName>(
  template: T,
  lang: Language,
  data: MailTemplates[T],
): RenderedMail => {
  const copy = copyOf(template, lang, data);
  assertWebLink(copy.action.link);
  return { subject: copy.subject, text: textPart(lang, copy), html: htmlPart(lang, copy) };
};
