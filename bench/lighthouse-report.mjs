// Prints the Lighthouse scores and key metrics, writes bench/results/lighthouse.json and lists what
// falls short: performance below 95 or accessibility below 100 on either page (issue 11), unless
// the bench runs with --lighthouse-report (record only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MIN_PERFORMANCE = 95;
export const MIN_ACCESSIBILITY = 100;

const ms = (value) => (value === null ? '–' : `${(value / 1000).toFixed(2)} s`);

/**
 * @param {{ measured: Record<string, any>, resultsFile: string, reportOnly: boolean }} options
 * @returns {{ result: object, problems: string[] }}
 */
export const reportLighthouse = ({ measured, resultsFile, reportOnly }) => {
  const pages = Object.values(measured);
  const result = {
    at: new Date().toISOString(),
    lighthouse: pages[0]?.lighthouse ?? null,
    preset: 'mobile (simulated 1.6 Mbps, 150 ms RTT, 4x CPU slowdown)',
    // The machine is shared: the load average says how much to trust a run.
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    thresholds: { performance: MIN_PERFORMANCE, accessibility: MIN_ACCESSIBILITY },
    pages: measured,
  };
  console.table(
    Object.fromEntries(
      Object.entries(measured).map(([page, run]) => [
        page,
        {
          performance: run.performance,
          accessibility: run.accessibility,
          FCP: ms(run.metrics.fcpMs),
          LCP: ms(run.metrics.lcpMs),
          TBT: run.metrics.tbtMs === null ? '–' : `${run.metrics.tbtMs} ms`,
          CLS: run.metrics.cls,
          'Speed Index': ms(run.metrics.speedIndexMs),
          'all runs': run.runs.join(' / '),
        },
      ]),
    ),
  );
  console.log(`Load average during the runs: ${result.loadAverage.join(', ')} (${os.cpus().length} CPUs)`);
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  const problems = [];
  for (const [page, run] of Object.entries(measured)) {
    if (run.performance < MIN_PERFORMANCE)
      problems.push(`Lighthouse performance of ${page} is ${run.performance} (at least ${MIN_PERFORMANCE})`);
    if (run.accessibility < MIN_ACCESSIBILITY) {
      problems.push(
        `Lighthouse accessibility of ${page} is ${run.accessibility} (${MIN_ACCESSIBILITY} required; failing: ${run.failedA11y.join(', ')})`,
      );
    }
  }
  if (reportOnly && problems.length > 0) {
    for (const problem of problems) console.log(`(report only) ${problem}`);
    return { result, problems: [] };
  }
  return { result, problems };
};
