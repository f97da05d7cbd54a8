// Lighthouse on the running built server, the way the issue measured it: the mobile preset
// (Moto G Power screen, simulated 1.6 Mbps / 150 ms RTT / 4× CPU slowdown), performance and
// accessibility, in Debian's Chromium (chrome-launcher, never a downloaded browser). Each page runs
// several times in a fresh browser (empty cache); the run with the median performance score is the
// one reported, with its key metrics. A busy shared machine makes single runs swing, hence the median.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

/** Headless, plus the flags every browser run here uses (Debian's Chromium on a closed network). */
export const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The metrics the issue talks about: audit id → the name in the results file. */
const METRICS = {
  'first-contentful-paint': 'fcpMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'speedIndexMs',
};

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** One Lighthouse run of one URL in a fresh Chromium. */
const runOnce = async (url, chromePath) => {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    // No config: Lighthouse's default is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([audit, name]) => {
        const value = lhr.audits[audit]?.numericValue;
        return [
          name,
          value === undefined ? null : name === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value),
        ];
      }),
    );
    const failedA11y = Object.values(lhr.audits)
      .filter(
        (audit) =>
          lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) &&
          audit.score === 0,
      )
      .map((audit) => audit.id);
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      metrics,
      failedA11y,
      lighthouse: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
};

/** Lighthouse's own tracing flakes (it says "Please run Lighthouse again"): such a run is repeated, at most twice. */
const RETRYABLE = /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT|Please run Lighthouse again/;

const runWithRetry = async (url, chromePath, log, attemptsLeft = 2) => {
  try {
    return await runOnce(url, chromePath);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (attemptsLeft === 0 || !RETRYABLE.test(message)) throw error;
    log(`  (${message.split('\n')[0]}; running again)`);
    return runWithRetry(url, chromePath, log, attemptsLeft - 1);
  }
};

/**
 * @param {{ baseUrl: string, pages: string[], runs?: number, chromePath: string, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, { performance: number, accessibility: number, metrics: Record<string, number | null>, failedA11y: string[], runs: number[] }>>}
 */
export const measureLighthouse = async ({ baseUrl, pages, runs = 3, chromePath, log = () => {} }) => {
  const result = {};
  for (const pagePath of pages) {
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await runWithRetry(new URL(pagePath, baseUrl).href, chromePath, log);
      const failed = run.failedA11y.length > 0 ? ` (failing: ${run.failedA11y.join(', ')})` : '';
      log(
        `  ${pagePath} run ${i + 1}/${runs}: performance ${run.performance}, accessibility ${run.accessibility}${failed}`,
      );
      all.push(run);
    }
    const sorted = all.slice().sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    result[pagePath] = { ...median, runs: all.map((run) => run.performance) };
  }
  return result;
};
