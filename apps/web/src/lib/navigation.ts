/**
 * Lets non-React code (the query client's global error handler) navigate. The root layout
 * registers the router's navigate function on mount.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let current: NavigateFn | null = null;

export const registerNavigate = (fn: NavigateFn): (() => void) => {
  current = fn;
  return () => {
    if (current === fn) current = null;
  };
};

export const navigateTo: NavigateFn = (to, options) => {
  if (current) current(to, options);
  else window.location.assign(to);
};
