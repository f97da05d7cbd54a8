/**
 * Where a session is kept (localStorage, or sessionStorage without "remember me"). Its own module,
 * free of browser globals, because the build reads it too: the generated preload script
 * (app/preload) skips guests' reads when a session is stored.
 */
export const SESSION_STORAGE_KEY = 'scena.session';
