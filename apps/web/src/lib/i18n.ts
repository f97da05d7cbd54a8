import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@scena/shared/constants';
import { viewerMessages } from '@scena/shared/i18n/viewer';
import { writeCookie } from './cookies';
import { initialLanguage, isLanguage, setCurrentLanguage } from './language';
import { preloaded } from './preload';

const LANGUAGE_COOKIE_DAYS = 365;

type Catalogue = Record<string, unknown>;

/**
 * The shared messages (validation and API error keys, packages/shared/src/i18n) are merged into
 * the catalogues, so `t(issue.message)` works for zod issues from the contracts. Flat dotted keys
 * are found because i18next falls back to flat lookup (ignoreJSONStructure).
 *
 * The default namespace gets only the viewer's messages (i18n/viewer.ts): they are bundled with
 * the first page. The admin namespace gets all of them (i18n/messages.ts, with the admin-only
 * catalogue messages), imported only when the admin panel asks for its namespace, so none of that
 * is downloaded with a viewer's page (JS budget, DESIGN §2).
 */
const sharedMessages = async (lng: string, ns: string): Promise<Catalogue> => {
  if (!isLanguage(lng)) return {};
  if (ns === 'translation') return viewerMessages[lng];
  if (ns === 'admin') return (await import('@scena/shared/i18n/messages')).messages[lng];
  return {};
};

/** Where the catalogues are served from (spec: public/locales). */
export const catalogueUrl = (lng: string, ns: string): string => `/locales/${lng}/${ns}.json`;

class CatalogueLoadError extends Error {
  constructor(
    message: string,
    /** Worth another try (i18next retries with a growing delay): no answer or a server error. */
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const fetchCatalogue = async (url: string): Promise<Catalogue> => {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new CatalogueLoadError(`${url}: ${(error as Error).message}`, true);
  }
  if (!response.ok) throw new CatalogueLoadError(`${url}: HTTP ${response.status}`, response.status >= 500);
  try {
    return (await response.json()) as Catalogue;
  } catch {
    throw new CatalogueLoadError(`${url}: not JSON`, false);
  }
};

/**
 * An i18next backend for /locales/{lng}/{ns}.json plus the shared messages. It replaces
 * i18next-http-backend, which is about 2.5 KB gzipped on the first page for what one fetch does;
 * the retry rules are the same (no answer or 5xx: retry; 4xx or bad JSON: give up).
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (lng: string, ns: string, callback: ReadCallback) => {
    Promise.all([
      preloaded(catalogueUrl(lng, ns), () => fetchCatalogue(catalogueUrl(lng, ns))),
      sharedMessages(lng, ns),
    ]).then(
      ([catalogue, shared]) => callback(null, { ...shared, ...catalogue }),
      (error: unknown) => callback(error as Error, error instanceof CatalogueLoadError && error.retry),
    );
  },
};

const onLanguageChanged = (lng: string): void => {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  setCurrentLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

// A function: i18next pushes each namespace it loads into `options.ns`, so a shared array would
// carry one instance's namespaces into the next (tests build many instances in one process).
const baseOptions = () => ({
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['translation'],
  defaultNS: 'translation',
  // Other namespaces (the admin's) still find the shared validation and error messages.
  fallbackNS: 'translation',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** The app's i18next: catalogues from /locales/{lng}/{ns}.json (spec: public/locales). */
export const initI18n = async (): Promise<I18n> => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', onLanguageChanged);
  await instance
    .use(localesBackend)
    .use(initReactI18next)
    .init({ ...baseOptions(), lng: initialLanguage(), load: 'languageOnly' });
  return instance;
};

/** An i18next with in-memory catalogues, for tests (the same viewer messages as in the app). */
export const initI18nWithResources = async (
  lng: Language,
  catalogues: Record<Language, Catalogue>,
): Promise<I18n> => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', onLanguageChanged);
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = { translation: { ...viewerMessages[language], ...catalogues[language] } };
  }
  await instance.use(initReactI18next).init({ ...baseOptions(), lng, resources });
  return instance;
};

/** Language selector action: remember for a year in the `lang` cookie, which the server reads too. */
export const changeLanguage = async (instance: I18n, lng: Language): Promise<void> => {
  writeCookie(LANGUAGE_COOKIE, lng, LANGUAGE_COOKIE_DAYS);
  await instance.changeLanguage(lng);
};
