import { vi } from 'vitest';

/**
 * window.matchMedia answering prefers-reduced-motion: reduce as asked (every other query does not
 * match); vi.restoreAllMocks() puts the original back.
 */
export const mockPrefersReducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
