/**
 * Stored answers: answers made once and sent many times (ARCHITECTURE.md, the public read path).
 * Feature code sees two seams only: `route(…, { cache })` (http/route.ts) and the `personalize`
 * hook below for per-viewer facts on shared cards. Everything else here is the seam's own.
 */
export { personalize, type Personalize, type PersonalizeHook, type ViewerCards } from './personalize';
export { publicDataVersionReader } from './data-version';
export { storedAnswersPlugin, type StoredAnswers } from './plugin';
