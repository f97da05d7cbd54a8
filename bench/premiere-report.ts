// What the premiere bench prints and saves: one table per rate step (every figure with the load
// average it was measured under: the machine is shared) and the `--compare` markdown table.
import fs from 'node:fs';
import path from 'node:path';
import { compareVerdict, rateProblems, worstStep, type RateResult, type StepFigures } from './premiere-stats';

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

export type CompareRow = {
  mechanism: string;
  with: { capacity: number; results: RateResult[] };
  without: { capacity: number; results: RateResult[] };
};

/** Steps at the highest rate both runs measured (the per-step comparison is made at one rate). */
const stepsAtCommonRate = (row: CompareRow): { rate: number; on: StepFigures[]; off: StepFigures[] } => {
  const rates = row.with.results
    .map((r) => r.rate)
    .filter((rate) => row.without.results.some((r) => r.rate === rate));
  const rate = Math.max(0, ...rates);
  const at = (results: RateResult[]) => results.find((r) => r.rate === rate)?.steps ?? [];
  return { rate, on: at(row.with.results), off: at(row.without.results) };
};

export const compareTable = (rows: CompareRow[]): string => {
  const header = [
    '| mechanism | capacity with / without (viewers/min) | worst step p95 with / without (at rate) | best p95 ratio off/on (step) | verdict |',
    '|---|---|---|---|---|',
  ];
  const lines = rows.map((row) => {
    const { rate, on, off } = stepsAtCommonRate(row);
    const verdict = compareVerdict(
      { capacity: row.with.capacity, steps: on },
      { capacity: row.without.capacity, steps: off },
    );
    const worstOn = worstStep(on);
    const worstOff = worstStep(off);
    const worst = (w: typeof worstOn) => (w ? `${w.p95} ms (${w.step})` : '–');
    return `| ${row.mechanism} | ${row.with.capacity} / ${row.without.capacity} | ${worst(worstOn)} / ${worst(worstOff)} (${rate}/min) | ${verdict.bestRatio.toFixed(2)}× (${verdict.bestStep ?? '–'}) | ${verdict.kept ? 'kept' : 'removed'}: ${verdict.why} |`;
  });
  return [...header, ...lines].join('\n');
};

/** Writes bench/results/<name>-<timestamp>.<ext> and answers its path. */
export const saveResult = (name: string, ext: 'json' | 'md', content: string) => {
  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.${ext}`);
  fs.writeFileSync(file, content);
  return file;
};
