import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@scena/shared';
import { renderMail } from './templates';
import type { MailTemplateName } from './types';
import { awkwardMailSamples, link, mailSamples as samples } from './testing/mail-samples';
import fixture from './testing/rendered-mail.fixture.json';

describe('mail templates', () => {
  // Every subject, text and HTML part, byte for byte as the texts were before they moved to the
  // catalogue (the spec's wording): a changed word or tag shows up here, not in a recipient's inbox.
  it.each(LANGUAGES)('render every template in %s exactly as the fixture', (lang) => {
    const sets = { plain: samples, awkward: awkwardMailSamples };
    for (const [set, data] of Object.entries(sets)) {
      for (const template of Object.keys(data) as MailTemplateName[]) {
        const name = `${set} ${template} ${lang}`;
        expect(renderMail(template, lang, data[template] as never), name).toEqual(
          (fixture as Record<string, unknown>)[name],
        );
      }
    }
  });

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
