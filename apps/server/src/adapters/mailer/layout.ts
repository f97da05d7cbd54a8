import type { Language } from '@scena/shared';
import { translateMail } from '@scena/shared/i18n/mail';

/** What one e-mail says, in the reader's language; the layout turns it into a text and an HTML part. */
export interface MailCopy {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing the reader should do; the link is shown as a button and as plain text. */
  action: { label: string; link: string };
  /** Why they got it and what to do if it was not them. */
  note: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export const textPart = (lang: Language, c: MailCopy): string =>
  [
    c.greeting,
    ...c.paragraphs,
    `${c.action.label}:\n${c.action.link}`,
    c.note,
    '--',
    translateMail(lang, 'mail.automatic'),
  ].join('\n\n') + '\n';

/**
 * A simple, accessible layout: real text (no images), a language attribute, a title, 16 px body
 * text, a button with about 10:1 contrast and the link repeated as text for screen readers and
 * clients that strip styles. Every text is escaped: values from data sit inside the catalogue's words.
 */
export const htmlPart = (lang: Language, c: MailCopy): string => {
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const link = escapeHtml(c.action.link);
  const action =
    `<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#7a1f2b;color:#ffffff;` +
    `padding:12px 20px;border-radius:6px;font-weight:bold;text-decoration:underline">${escapeHtml(c.action.label)}</a></p>` +
    p(translateMail(lang, 'mail.copy_link'), 'font-size:14px;color:#444444') +
    `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${link}" style="color:#7a1f2b">` +
    `${link}</a></p>`;
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f1ee">` +
    `<div role="article" aria-label="${escapeHtml(c.subject)}" lang="${lang}" style="max-width:560px;margin:0 auto;padding:24px;` +
    `background:#ffffff;color:#1b1b1b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">` +
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#7a1f2b">Scena</p>` +
    p(c.greeting) +
    c.paragraphs.map((text) => p(text)).join('') +
    action +
    p(c.note, 'font-size:14px;color:#444444') +
    `<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0">` +
    p(translateMail(lang, 'mail.automatic'), 'font-size:13px;color:#555555') +
    `</div></body></html>`
  );
};
