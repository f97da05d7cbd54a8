import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@scena/shared';
import { renderMail } from './templates';
import type { MailTemplateName, MailTemplates } from './types';

const link = 'http://localhost:3000/weryfikacja-konta?email=jan%40example.com&token=abc123';
const samples: { [T in MailTemplateName]: MailTemplates[T] } = {
  verify_account: { firstname: 'Jan', link },
  password_reset: { firstname: 'Jan', link },
  admin_login_link: { firstname: 'Jan', link, minutes: 10 },
  signup_attempt: {
    firstname: 'Jan',
    signInLink: link,
    resetLink: 'http://localhost:3000/resetowanie-hasla',
  },
  ip_ban: { firstname: 'Jan', count: 6, link },
  new_content: { firstname: 'Jan', link, unsubscribeLink: 'http://localhost:3000/wypisz?u=1&t=abc' },
  remind_platform: { firstname: 'Jan', link, unsubscribeLink: 'http://localhost:3000/wypisz?u=1&t=abc' },
  remind_paid_event: { firstname: 'Jan', title: 'Wesele', when: '25.11.2026, 19:00', link },
  order_confirmation: {
    firstname: 'Jan',
    title: 'Wesele',
    amount: '25,00',
    orderNumber: 'ABC',
    window: 'Dostęp: 10.06.2030.',
    link,
  },
  order_sold_out_refund: { firstname: 'Jan', title: 'Wesele', amount: '25,00', orderNumber: 'ABC', link },
};

describe('mail templates', () => {
  for (const template of Object.keys(samples) as MailTemplateName[]) {
    it.each(LANGUAGES)(`${template} renders in %s with the link in both parts`, (lang) => {
      const mail = renderMail(template, lang, samples[template] as never);
      expect(mail.subject).toMatch(/^Scena: /);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain(lang === 'pl' ? 'Dzień dobry, Jan!' : 'Hello Jan,');
      // The HTML escapes the & of the query string inside the attribute and the visible text.
      const escaped = link.replace(/&/g, '&amp;');
      expect(mail.html).toContain(`href="${escaped}"`);
      expect(mail.html).toContain(`>${escaped}</a>`);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    });
  }

  it('says how long the admin link lasts, in each language', () => {
    expect(renderMail('admin_login_link', 'pl', samples.admin_login_link).text).toContain(
      'ważny przez 10 minut',
    );
    expect(renderMail('admin_login_link', 'en', samples.admin_login_link).text).toContain(
      'valid for 10 minutes',
    );
  });

  it('tells the owner of a taken address how to sign in or reset the password', () => {
    const pl = renderMail('signup_attempt', 'pl', samples.signup_attempt);
    expect(pl.text).toContain('Ktoś próbował założyć');
    expect(pl.text).toContain('http://localhost:3000/resetowanie-hasla');
    expect(renderMail('signup_attempt', 'en', samples.signup_attempt).text).toContain(
      'If it was you, just sign in.',
    );
  });

  it('differs between languages', () => {
    const pl = renderMail('password_reset', 'pl', samples.password_reset);
    const en = renderMail('password_reset', 'en', samples.password_reset);
    expect(pl.subject).toBe('Scena: ustaw nowe hasło');
    expect(en.subject).toBe('Scena: set a new password');
  });

  it('escapes user data in the HTML and keeps a name to one line', () => {
    const mail = renderMail('verify_account', 'pl', {
      firstname: '<img src=x onerror=alert(1)>\r\nBcc: x@evil',
      link,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Bcc: x@evil');
    expect(mail.text.split('\n')[0]).toBe('Dzień dobry, <img src=x onerror=alert(1)> Bcc: x@evil!');
  });

  it('greets without a name when there is none', () => {
    expect(renderMail('verify_account', 'pl', { firstname: '', link }).text.startsWith('Dzień dobry!')).toBe(
      true,
    );
    expect(renderMail('verify_account', 'en', { firstname: ' ', link }).text.startsWith('Hello,')).toBe(true);
  });

  it('refuses links that are not absolute http(s) addresses', () => {
    expect(() =>
      renderMail('verify_account', 'pl', { firstname: 'Jan', link: 'javascript:alert(1)' }),
    ).toThrow();
    expect(() => renderMail('verify_account', 'pl', { firstname: 'Jan', link: '/relative' })).toThrow();
    expect(() =>
      renderMail('verify_account', 'pl', { firstname: 'Jan', link: 'https://x.test/a"onmouseover="x' }),
    ).toThrow();
  });
});
