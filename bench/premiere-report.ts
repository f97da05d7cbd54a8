// What the premiere bench prints and saves: one table per rate step (every figure with the load
// average it was measured under: the machine is shared) and the `--compare` markdown table.
import fs from 'node:fs';
import path from 'node:path';
import {
  compareVerdict,
  medianRun,
  rateProblems,
  worstStep,
  type RateResult,
  type StepFigures,
} from './premiere-stats';

const RESULTS = path.join(import.meta.dirname, 'results');
const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);
const load = (values: number[]) => values[0]!.toFixed(2);

export const printRate = (label: string, result: RateResult) => {
  const during = `${load(result.loadBefore)}→${load(result.loadAfter)}`;
  console.log(
    `\n${label}: ${result.rate} viewers/min (${result.viewers} viewers), load average ${during} (1 min, before→after)`,
  );
  console.table(
    Object.fromEntries(
      result.steps.map((s) => [
        s.step,
        {
          requests: s.requests,
          errors: s.errors,
          p50: ms(s.p50),
          p95: ms(s.p95),
          p99: ms(s.p99),
          load: during,
        },
      ]),
    ),
  );
  console.log(
    `  outcomes: ${Object.entries(result.outcomes)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; oversold: ${result.oversold ?? 'not checked yet'}`,
  );
  const problems = rateProblems(result);
  console.log(problems.length ? `  ✗ ${problems.join('\n  ✗ ')}` : '  ✓ every step p95 ≤ 500 ms, no error');
};

export const printCapacity = (label: string, results: RateResult[], capacity: number) => {
  const lines = [...results]
    .sort((a, b) => a.rate - b.rate)
    .map((r) => {
      const problems = rateProblems(r);
      const worst = worstStep(r.steps);
      return `  ${r.rate}/min: ${problems.length ? 'fails' : 'passes'} (worst p95 ${worst ? `${worst.p95} ms, ${worst.step}` : '–'}; oversold ${r.oversold}; load ${load(r.loadBefore)}→${load(r.loadAfter)})`;
    });
  console.log(`\n${label}: capacity ${capacity} viewers/min\n${lines.join('\n')}`);
};

/** One configuration's measurement: its capacity and every rate it stepped through. */
export type Measured = { capacity: number; results: RateResult[] };
export type CompareRow = { mechanism: string; pairs: { with: Measured; without: Measured }[] };

/**
 * One pair compared at the highest rate both runs measured (the per-step comparison is made at
 * one rate); the pairs of a mechanism are then taken as their median (medianRun).
 */
const atCommonRate = (pair: { with: Measured; without: Measured }) => {
  const rates = pair.with.results
    .map((r) => r.rate)
    .filter((rate) => pair.without.results.some((r) => r.rate === rate));
  const rate = Math.max(0, ...rates);
  const at = (m: Measured) => ({
    capacity: m.capacity,
    steps: m.results.find((r) => r.rate === rate)?.steps ?? [],
  });
  return { rate, on: at(pair.with), off: at(pair.without) };
};

export const compareTable = (rows: CompareRow[]): string => {
  const header = [
    '| mechanism | capacity with / without (viewers/min) | worst step p95 with / without (at rate) | best p95 ratio off/on (step) | verdict |',
    '|---|---|---|---|---|',
  ];
  const lines = rows.map((row) => {
    const pairs = row.pairs.map(atCommonRate);
    const on = medianRun(pairs.map((p) => p.on));
    const off = medianRun(pairs.map((p) => p.off));
    const rates = [...new Set(pairs.map((p) => p.rate))].join(', ');
    const verdict = compareVerdict(on, off);
    const worst = (steps: StepFigures[]) => {
      const w = worstStep(steps);
      return w ? `${w.p95} ms (${w.step})` : '–';
    };
    const note = pairs.length > 1 ? `; median of ${pairs.length} pairs` : '';
    return `| ${row.mechanism} | ${on.capacity} / ${off.capacity} | ${worst(on.steps)} / ${worst(off.steps)} (${rates}/min${note}) | ${verdict.bestRatio.toFixed(2)}× (${verdict.bestStep ?? '–'}) | ${verdict.kept ? 'kept' : 'removed'}: ${verdict.why} |`;
  });
  return [...header, ...lines].join('\n');
};

/** Writes bench/results/<name>-<timestamp>.<ext> and answers its path. */
export const saveResult = (name: string, ext: 'json' | 'md' | 'log', content: string) => {
  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.${ext}`);
  fs.writeFileSync(file, content);
  return file;
};

/**
 * `--instances`: one row per instance count, each figure beside the load average it was measured
 * under (before→after its step): the capacity, the worst p95 at that rate, the first rate that
 * failed and why, and the capacity as a share of the first row's.
 */
export const instancesTable = (rows: (Measured & { instances: number })[]): string => {
  const at = (r: RateResult | undefined) => {
    if (!r) return '–';
    const worst = worstStep(r.steps);
    return `${worst ? `${worst.p95} ms (${worst.step})` : '–'} [${load(r.loadBefore)}→${load(r.loadAfter)}]`;
  };
  const first = rows[0]?.capacity ?? 0;
  const lines = rows.map((row) => {
    const passed = row.results.find((r) => r.rate === row.capacity);
    const failed = row.results.filter((r) => rateProblems(r).length > 0).sort((a, b) => a.rate - b.rate)[0];
    const failedAt = failed ? `${failed.rate}/min: ${at(failed)}` : 'none';
    const ratio = first > 0 ? `${(row.capacity / first).toFixed(2)}×` : '–';
    return `| ${row.instances} | ${row.capacity} | ${ratio} | ${at(passed)} | ${failedAt} |`;
  });
  return [
    '| instances | capacity (viewers/min) | of the first row | worst p95 at capacity [load 1 min] | first failing rate: worst p95 [load] |',
    '|---|---|---|---|---|',
    ...lines,
  ].join('\n');
};
