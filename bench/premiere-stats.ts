// The premiere bench's arithmetic, kept pure so it is unit-tested (premiere-stats.test.ts): each
// step's figures, whether a rate passes, the capacity over the rates tried, and the verdict of a
// mechanism switched off. Percentiles are signin-load.mjs's latencyOf (nearest rank).
import { latencyOf } from './signin-load.mjs';
import type { StepTimes } from './premiere-viewer';

/** A step passes at p95 ≤ this, with no error. */
export const P95_LIMIT_MS = 500;
/** A mechanism stays if it cuts some step's p95 by at least this much (or raises capacity). */
export const KEEP_P95_RATIO = 1.5;
/**
 * A step is compared on and off only with this many requests in each run: a p95 of fewer is one or
 * two slow answers (on a busy machine, a ratio of 3× between two runs with nothing switched off).
 */
export const MIN_REQUESTS_TO_COMPARE = 20;
/** Steps measured but not judged: PayU's own page runs in the emulator, not in our server. */
export const NOT_JUDGED = new Set(['PayU checkout (not ours)']);

export type StepFigures = {
  step: string;
  requests: number;
  errors: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  examples: string[];
};
export type RateResult = {
  /** Viewers arriving per minute. */
  rate: number;
  viewers: number;
  steps: StepFigures[];
  outcomes: Record<string, number>;
  /** os.loadavg() before and after the step (1, 5, 15 minutes). */
  loadBefore: number[];
  loadAfter: number[];
  /** Tickets held beyond the limit (from the database, after the server stopped); null until checked. */
  oversold: number | null;
  eventId: number;
};

const round = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

/** Merges the load processes' step times into one row per step (percentiles over all of them). */
export const stepFigures = (parts: StepTimes[]): StepFigures[] => {
  const names = [...new Set(parts.flatMap((part) => Object.keys(part)))];
  return names.map((step) => {
    const times = parts.flatMap((part) => part[step]?.times ?? []);
    const latency = latencyOf(times);
    return {
      step,
      requests: times.length,
      errors: parts.reduce((sum, part) => sum + (part[step]?.errors ?? 0), 0),
      p50: round(latency.p50),
      p95: round(latency.p95),
      p99: round(latency.p99),
      examples: parts.flatMap((part) => part[step]?.examples ?? []).slice(0, 3),
    };
  });
};

/** Why a rate fails (empty: it passes): a judged step over the p95 limit or with errors, or oversold tickets. */
export const rateProblems = (result: Pick<RateResult, 'steps' | 'oversold'>): string[] => [
  ...result.steps
    .filter((s) => !NOT_JUDGED.has(s.step))
    .flatMap((s) => [
      ...(s.p95 !== null && s.p95 > P95_LIMIT_MS ? [`${s.step}: p95 ${s.p95} ms > ${P95_LIMIT_MS} ms`] : []),
      ...(s.errors > 0 ? [`${s.step}: ${s.errors} errors (${s.examples[0] ?? ''})`] : []),
    ]),
  ...(result.oversold ? [`${result.oversold} tickets oversold`] : []),
];

/**
 * The capacity: the highest rate that passed, provided every lower rate tried passed too (a
 * failure below it means the machine, not the rate, decided; the lower failing rate bounds it).
 */
export const capacity = (results: Pick<RateResult, 'rate' | 'steps' | 'oversold'>[]): number => {
  const sorted = [...results].sort((a, b) => a.rate - b.rate);
  let best = 0;
  for (const result of sorted) {
    if (rateProblems(result).length > 0) break;
    best = result.rate;
  }
  return best;
};

/**
 * The next rate of an automatic search: double from the highest passing rate until one fails, then
 * bisect between the highest pass and the lowest failure until they are within `precision`
 * (0.25: two bisections after a doubling), rounded to tens. null: the search is over.
 */
export const nextRate = (
  results: Pick<RateResult, 'rate' | 'steps' | 'oversold'>[],
  options: { maxRate: number; precision: number },
): number | null => {
  const passed = results.filter((r) => rateProblems(r).length === 0).map((r) => r.rate);
  const failed = results.filter((r) => rateProblems(r).length > 0).map((r) => r.rate);
  const low = passed.length ? Math.max(...passed) : 0;
  if (failed.length === 0) return low * 2 <= options.maxRate ? low * 2 : null;
  const high = Math.min(...failed);
  if (low === 0 || (high - low) / low <= options.precision) return null;
  const middle = Math.round((low + high) / 20) * 10;
  return middle > low && middle < high ? middle : null;
};

/** The worst judged step p95 of a run (the step and its p95). */
export const worstStep = (steps: StepFigures[]): { step: string; p95: number } | null =>
  steps
    .filter((s) => !NOT_JUDGED.has(s.step) && s.p95 !== null)
    .reduce<{ step: string; p95: number } | null>(
      (worst, s) => (worst && worst.p95 >= s.p95! ? worst : { step: s.step, p95: s.p95! }),
      null,
    );

/** The median; of an even count the mean of the middle two, or with `lower` the lower one. */
const median = (values: number[], lower = false) => {
  const sorted = [...values].sort((a, b) => a - b);
  const low = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const high = sorted[Math.floor(sorted.length / 2)]!;
  return lower ? low : Math.round(((low + high) / 2) * 10) / 10;
};

/**
 * Several runs of one configuration (`--pairs`) as one: the (lower) median capacity and, per step,
 * the median requests (per run) and p50/p95/p99, the errors summed. One slow run does not decide.
 */
export const medianRun = (runs: { capacity: number; steps: StepFigures[] }[]) => ({
  // A capacity is a rate tried: the lower of two middle ones, not a rate between them.
  capacity: median(
    runs.map((run) => run.capacity),
    true,
  ),
  steps: [...new Set(runs.flatMap((run) => run.steps.map((s) => s.step)))].map((step): StepFigures => {
    const found = runs.flatMap((run) => run.steps.filter((s) => s.step === step));
    const mid = (pick: (s: StepFigures) => number | null) => {
      const values = found.map(pick).filter((v): v is number => v !== null);
      return values.length ? median(values) : null;
    };
    return {
      step,
      requests: mid((s) => s.requests) ?? 0,
      errors: found.reduce((sum, s) => sum + s.errors, 0),
      p50: mid((s) => s.p50),
      p95: mid((s) => s.p95),
      p99: mid((s) => s.p99),
      examples: found.flatMap((s) => s.examples).slice(0, 3),
    };
  }),
});

export type Verdict = { kept: boolean; why: string; bestRatio: number; bestStep: string | null };

/**
 * Kept when switching the mechanism off lowers the capacity, or makes some judged step's p95 at
 * least KEEP_P95_RATIO times slower (compared step by step at the same rate, steps with at least
 * MIN_REQUESTS_TO_COMPARE requests in both runs); else removed.
 */
export const compareVerdict = (
  withIt: { capacity: number; steps: StepFigures[] },
  without: { capacity: number; steps: StepFigures[] },
): Verdict => {
  let bestRatio = 0;
  let bestStep: string | null = null;
  for (const on of withIt.steps) {
    const off = without.steps.find((s) => s.step === on.step);
    if (NOT_JUDGED.has(on.step) || !on.p95 || !off?.p95) continue;
    if (Math.min(on.requests, off.requests) < MIN_REQUESTS_TO_COMPARE) continue;
    const ratio = off.p95 / on.p95;
    if (ratio > bestRatio) [bestRatio, bestStep] = [ratio, on.step];
  }
  if (withIt.capacity > without.capacity)
    return { kept: true, why: `capacity ${without.capacity} → ${withIt.capacity}/min`, bestRatio, bestStep };
  if (bestRatio >= KEEP_P95_RATIO)
    return { kept: true, why: `${bestStep} p95 ${bestRatio.toFixed(2)}× faster`, bestRatio, bestStep };
  return {
    kept: false,
    why: `no capacity gain; best p95 gain ${bestRatio.toFixed(2)}× (${bestStep ?? '–'})`,
    bestRatio,
    bestStep,
  };
};
