import runtime from './runtime.js?raw';
import { preloadPlan } from './plan';

/**
 * The text of /preload.js: runtime.js with the plan (routes and endpoint paths) written in. The
 * build minifies it (vite.config.ts preloadScript); tests run it as it is.
 */
export const preloadScript = (): string => {
  if (!runtime.includes('(PLAN)')) throw new Error('preloadScript: runtime.js has no (PLAN) to fill');
  return runtime.replace('(PLAN)', `(${JSON.stringify(preloadPlan())})`);
};
