import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A/AA checks with axe-core on the page as it is now. Fails on serious or critical
 * violations and lists them readably. The page must come from a browser context (the `page`
 * fixture or context.newPage()), not browser.newPage(): axe cannot attach to the latter.
 */
export const expectNoSeriousA11yViolations = async (page: Page, label = page.url()): Promise<void> => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help})\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n'),
  );
  expect(serious, `Accessibility violations on ${label}:\n${report.join('\n')}`).toEqual([]);
};
