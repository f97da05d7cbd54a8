import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from '@scena/shared/constants';
import { eventRoutes, slideRoutes, videoRoutes } from '@scena/shared/catalog.routes';
import { shellRoutes } from '@scena/shared/shell.routes';
import { catalogueUrl } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { SESSION_STORAGE_KEY } from '../../lib/session-key';

/**
 * What the preload script (runtime.js) fetches on which page, taken from the route table and the
 * endpoint routes the app's own fetchers call, so renaming a route or an endpoint moves its
 * preload with it (the test beside this file checks the app takes every answer the script starts).
 * Plain JSON: the build writes it into the script.
 */
export const preloadPlan = () => ({
  /** The translations in the viewer's language (lib/language.ts: the cookie, else the default). */
  language: {
    cookie: LANGUAGE_COOKIE,
    fallback: DEFAULT_LANGUAGE,
    catalogues: Object.fromEntries(LANGUAGES.map((lng) => [lng, catalogueUrl(lng, 'translation')])),
  },
  /** A stored session means a signed-in viewer, whose reads carry the token: no guest reads then. */
  sessionKey: SESSION_STORAGE_KEY,
  appConfig: shellRoutes.appConfig.path,
  /** The sign-in pages (also after signing out, and the administrators' one): their code only. */
  signIn: [paths.signIn, paths.signedOut, paths.adminSignIn],
  /** Event and video pages (and their public previews): code, the guest's answer, its picture. */
  items: [
    { route: paths.event, read: eventRoutes.publicGet.path, answer: 'event' },
    { route: paths.eventPublic, read: eventRoutes.publicGet.path, answer: 'event' },
    { route: paths.video, read: videoRoutes.publicGet.path, answer: 'video' },
    { route: paths.videoPublic, read: videoRoutes.publicGet.path, answer: 'video' },
  ],
  /** The public home: its code, the home config, the lists it shows and the first slide. */
  home: {
    route: paths.publicHome,
    config: shellRoutes.homeConfig.path,
    lists: [eventRoutes.publicList.path, videoRoutes.publicList.path],
    slides: slideRoutes.publicList.path,
  },
});

export type PreloadPlan = ReturnType<typeof preloadPlan>;
