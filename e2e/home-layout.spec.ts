import type { Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The public home must not jump while its blocks arrive (issue 11: Lighthouse measured a layout
 * shift of 0.54 on a slow phone). The catalogue reads are held back and let through one at a
 * time, so every block goes from its placeholder to its content in a separate step, and the
 * browser's own layout-shift entries are summed over the whole load (the way CLS counts them).
 * No timing: each step waits for what it released to be on screen.
 */

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** Google's "good" CLS. */
const MAX_LAYOUT_SHIFT = 0.1;

const READS = ['slides', 'events', 'videos'] as const;
type Read = (typeof READS)[number];

/** Holds GET /external_api/<read> until released (the early reads of /preload.js included). */
const holdReads = async (page: Page) => {
  const held = new Map<Read, Route[]>(READS.map((read) => [read, []]));
  const released = new Set<Read>();
  const arrived = new Map<Read, () => void>();
  const waiting = new Map(
    READS.map((read) => [read, new Promise<void>((resolve) => arrived.set(read, resolve))]),
  );
  for (const read of READS) {
    await page.route(`**/external_api/${read}`, async (route) => {
      if (released.has(read)) return route.continue();
      held.get(read)!.push(route);
      arrived.get(read)!();
    });
  }
  return {
    release: async (read: Read) => {
      await waiting.get(read);
      released.add(read);
      await Promise.all(held.get(read)!.map((route) => route.continue()));
    },
  };
};

const layoutShiftSum = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

for (const screen of SCREENS) {
  test(`the public home keeps its layout while its blocks load (${screen.name})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: screen.viewport,
      isMobile: screen.isMobile,
      hasTouch: screen.hasTouch,
    });
    const page = await context.newPage();
    // Installed before any page script: every shift from the first paint on, as CLS counts them
    // (shifts right after input do not count; there is none here).
    await page.addInitScript(() => {
      const state = window as unknown as { __layoutShift: number };
      state.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) state.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const reads = await holdReads(page);

    await page.goto('/strona-glowna');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The held blocks are drawn, loading (their content comes in the steps below).
    await expect(page.getByRole('region', { name: 'Repertuar' }).getByRole('status')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wideo na żądanie' }).getByRole('status')).toBeVisible();

    await reads.release('slides');
    await expect(page.getByRole('region', { name: 'Polecane' })).toBeVisible();
    await reads.release('events');
    await expect(page.getByRole('region', { name: 'Repertuar' }).getByRole('list')).toBeVisible();
    await reads.release('videos');
    await expect(page.getByRole('region', { name: 'Wideo na żądanie' }).getByRole('list')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ładowanie…' })).toHaveCount(0);
    // The pictures in view have arrived and been drawn (their boxes were reserved by width/height).
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );

    expect(await layoutShiftSum(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    await expectNoSeriousA11yViolations(page, `public home (${screen.name})`);
    await context.close();
  });
}
