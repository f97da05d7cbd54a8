import { formatPln } from '@scena/shared/money';
import { DEFAULT_LANGUAGE } from '@scena/shared/constants';
import { warsawParts } from '@scena/shared/time';

/**
 * Display helpers of the home page's cards (spec 1 §9: DD.MM.YYYY and H:mm, Europe/Warsaw; zł
 * with two decimals). Event dates and times are Warsaw calendar days and wall-clock times already,
 * so they are only reformatted; instants (video availability) are converted with the shared
 * Warsaw clock (packages/shared/src/time.ts).
 */

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export const formatDay = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
};

/** 'HH:mm' → 'H:mm'. */
export const formatClock = (clock: string): string => {
  const match = /^(\d{2}):(\d{2})/.exec(clock);
  return match ? `${Number(match[1])}:${match[2]}` : clock;
};

/** An instant in Warsaw as { date: 'DD.MM.YYYY', time: 'H:mm' }. */
export const warsawDateTime = (instant: Date): { date: string; time: string } => {
  const p = warsawParts(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${pad(p.d)}.${pad(p.m)}.${p.y}`, time: `${p.h}:${pad(p.min)}` };
};

/** Price in zł with two decimals, or the "free" text for 0. */
export const formatPrice = (pln: number, freeText: string): string => (pln > 0 ? formatPln(pln) : freeText);

interface Translated {
  language_code: string;
}

/**
 * The translation for the UI language, when the UI is not in Polish (the original language of
 * the content) and one exists.
 */
export const translationFor = <T extends Translated>(
  translations: readonly T[] | undefined,
  language: string,
): T | undefined =>
  language === 'pl' ? undefined : translations?.find((translation) => translation.language_code === language);

/** A translated text when present and not blank, else the original. */
export const orOriginal = (translated: string | null | undefined, original: string): string =>
  translated && translated.trim() ? translated : original;

/**
 * The `lang` of a shown text (WCAG 3.1.2): catalogue texts are written in Polish and translated
 * per item, so a viewer reading in another language sees Polish wherever no translation was
 * applied. 'pl' then, so screen readers switch voice; undefined when the text is in the page's
 * language (the translation, or a Polish viewer).
 */
export const originalLang = (
  translated: string | null | undefined,
  language: string,
): typeof DEFAULT_LANGUAGE | undefined =>
  language !== DEFAULT_LANGUAGE && !translated?.trim() ? DEFAULT_LANGUAGE : undefined;
