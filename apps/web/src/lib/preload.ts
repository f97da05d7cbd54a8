/**
 * Answers index.html started fetching before the app's code arrived (guests' first reads: the app
 * config and the public home's catalogue). Each is taken once, by the fetcher of the same path;
 * a read that failed there (null), or was never started, is made by `load` as usual.
 */
declare global {
  interface Window {
    __scenaPreload?: Record<string, Promise<unknown> | undefined>;
  }
}

export const preloaded = <T>(path: string, load: () => Promise<T>): Promise<T> => {
  const pending = typeof window === 'undefined' ? undefined : window.__scenaPreload?.[path];
  if (!pending) return load();
  delete window.__scenaPreload![path];
  return pending.then((data) => (data === null || data === undefined ? load() : (data as T)));
};
