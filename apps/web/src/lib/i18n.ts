import i18next, { type i18n as I18n, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@scena/shared/constants';
import { messages } from '@scena/shared/i18n/messages';
import { writeCookie } from './cookies';
import { initialLanguage, isLanguage, setCurrentLanguage } from './language';

const LANGUAGE_COOKIE_DAYS = 365;

/**
 * The shared messages (validation and API error keys, packages/shared/src/i18n) are merged
 * into the default namespace, so `t(issue.message)` works for zod issues from the contracts.
 * Flat dotted keys are found because i18next falls back to flat lookup (ignoreJSONStructure).
 */
const withSharedMessages = (lng: string, ns: string, data: Record<string, unknown>): Record<string, unknown> =>
  ns === 'translation' && isLanguage(lng) ? { ...messages[lng], ...data } : data;

const onLanguageChanged = (lng: string): void => {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  setCurrentLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

const baseOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['translation'],
  defaultNS: 'translation',
  // Other namespaces (the admin's) still find the shared validation and error messages.
  fallbackNS: 'translation',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
} as const;

/** The app's i18next: catalogues from /locales/{lng}/{ns}.json (spec: public/locales). */
export const initI18n = async (): Promise<I18n> => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', onLanguageChanged);
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      lng: initialLanguage(),
      load: 'languageOnly',
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        parse: (data: string, lng?: string | string[], ns?: string | string[]) =>
          withSharedMessages(String(lng), String(ns), JSON.parse(data) as Record<string, unknown>),
      },
    });
  return instance;
};

/** An i18next with in-memory catalogues, for tests (same merge as in the app). */
export const initI18nWithResources = async (
  lng: Language,
  catalogues: Record<Language, Record<string, unknown>>,
): Promise<I18n> => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', onLanguageChanged);
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = { translation: withSharedMessages(language, 'translation', catalogues[language]) };
  }
  await instance.use(initReactI18next).init({ ...baseOptions, lng, resources });
  return instance;
};

/** Language selector action: remember for a year in the `lang` cookie, which the server reads too. */
export const changeLanguage = async (instance: I18n, lng: Language): Promise<void> => {
  writeCookie(LANGUAGE_COOKIE, lng, LANGUAGE_COOKIE_DAYS);
  await instance.changeLanguage(lng);
};
