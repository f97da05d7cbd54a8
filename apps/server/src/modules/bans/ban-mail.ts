import { formatWarsaw, type Language } from '@scena/shared';
import { translateMail } from '@scena/shared/i18n/mail';

/** "until 28.11.2026, 18:40" (Warsaw time) or "until it is lifted", in the reader's language. */
export const banUntilText = (lang: Language, expiration: Date | null): string => {
  if (!expiration) return translateMail(lang, 'mail.ban_until.forever');
  const [day, time] = formatWarsaw(expiration).split(' ') as [string, string];
  const [y, m, d] = day.split('-');
  return translateMail(lang, 'mail.ban_until.date', { date: `${Number(d)}.${m}.${y}, ${time}` });
};

/** A stored language, or Polish (the default) for anything else. */
export const mailLanguage = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'pl');
