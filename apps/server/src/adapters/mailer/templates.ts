import type { Language } from '@scena/shared';
import type { MailTemplateName, MailTemplates } from './types';

interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** One layout for every message: a greeting, a paragraph, a button with the link, a footer. */
const layout = (lang: Language, greeting: string, body: string, action: { label: string; link: string }, footer: string): Rendered['html'] =>
  `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1b1b1b;max-width:560px;margin:auto;padding:24px">` +
  `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
  `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#7a1f2b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
  `<p style="font-size:13px;color:#555">${escapeHtml(action.link)}</p>` +
  `<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p></body></html>`;

type Copy = { subject: string; greeting: (firstname: string) => string; body: string; action: string; footer: string };

const copy: Record<MailTemplateName, Record<Language, (data: never) => Copy>> = {
  verify_account: {
    pl: () => ({
      subject: 'Potwierdź swoje konto w Scenie',
      greeting: (name) => `Dzień dobry, ${name}!`,
      body: 'Dziękujemy za rejestrację. Kliknij poniższy przycisk, aby potwierdzić adres e-mail i aktywować konto.',
      action: 'Potwierdź konto',
      footer: 'Jeśli to nie Ty zakładałeś/aś konto, zignoruj tę wiadomość.',
    }),
    en: () => ({
      subject: 'Confirm your Scena account',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for signing up. Click the button below to confirm your e-mail address and activate your account.',
      action: 'Confirm account',
      footer: 'If you did not create an account, ignore this message.',
    }),
  },
  password_reset: {
    pl: () => ({
      subject: 'Ustaw nowe hasło w Scenie',
      greeting: (name) => `Dzień dobry, ${name}!`,
      body: 'Otrzymaliśmy prośbę o zmianę hasła. Link jest ważny przez godzinę i można go użyć tylko raz.',
      action: 'Ustaw nowe hasło',
      footer: 'Jeśli to nie Ty prosiłeś/aś o zmianę hasła, zignoruj tę wiadomość; hasło się nie zmieni.',
    }),
    en: () => ({
      subject: 'Set a new Scena password',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to change your password. The link is valid for one hour and works once.',
      action: 'Set a new password',
      footer: 'If you did not ask for this, ignore this message; your password stays the same.',
    }),
  },
  admin_login_link: {
    pl: (data: { minutes: number }) => ({
      subject: 'Link logowania do panelu Sceny',
      greeting: (name) => `Dzień dobry, ${name}!`,
      body: `Aby dokończyć logowanie administratora, kliknij poniższy przycisk. Link jest ważny przez ${data.minutes} minut i działa tylko raz.`,
      action: 'Zaloguj się',
      footer: 'Jeśli to nie Ty się logowałeś/aś, zmień hasło i powiadom zespół.',
    }),
    en: (data: { minutes: number }) => ({
      subject: 'Your Scena admin sign-in link',
      greeting: (name) => `Hello ${name},`,
      body: `To finish signing in as an administrator, click the button below. The link is valid for ${data.minutes} minutes and works once.`,
      action: 'Sign in',
      footer: 'If this was not you, change your password and tell the team.',
    }),
  },
};

export const renderMail = <T extends MailTemplateName>(template: T, lang: Language, data: MailTemplates[T]): Rendered => {
  const c = (copy[template][lang] as (d: MailTemplates[T]) => Copy)(data);
  const greeting = c.greeting(data.firstname);
  return {
    subject: c.subject,
    text: `${greeting}\n\n${c.body}\n\n${c.action}: ${data.link}\n\n${c.footer}\n`,
    html: layout(lang, greeting, c.body, { label: c.action, link: data.link }, c.footer),
  };
};
