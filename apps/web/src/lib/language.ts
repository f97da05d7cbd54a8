import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@scena/shared/constants';
import { readCookie } from './cookies';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

let language: Language = DEFAULT_LANGUAGE;

/** The viewer's chosen language: the `lang` cookie, else Polish (spec 1 §1: default pl). */
export const initialLanguage = (): Language => {
  const cookie = readCookie(LANGUAGE_COOKIE);
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
};

export const currentLanguage = (): Language => language;

/** Kept in sync by lib/i18n on every language change. */
export const setCurrentLanguage = (value: Language): void => {
  language = value;
};
