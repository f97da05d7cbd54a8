import { describe, expect, it } from 'vitest';
import {
  capacity,
  compareVerdict,
  medianRun,
  nextRate,
  rateProblems,
  stepFigures,
  type StepFigures,
} from './premiere-stats';

const step = (name: string, p95: number, errors = 0, requests = 40): StepFigures => ({
  step: name,
  requests,
  errors,
  p50: p95 / 2,
  p95,
  p99: p95,
  examples: errors ? ['HTTP 500'] : [],
});
const rate = (r: number, p95: number, extra: { errors?: number; oversold?: number } = {}) => ({
  rate: r,
  steps: [step('buy', p95, extra.errors)],
  oversold: extra.oversold ?? 0,
});

describe('stepFigures', () => {
  it('takes nearest-rank percentiles over every load process and sums the errors', () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    const [figures] = stepFigures([
      { buy: { times: times.slice(0, 50), errors: 1, examples: ['a'] } },
      { buy: { times: times.slice(50), errors: 2, examples: ['b'] } },
    ]);
    expect(figures).toMatchObject({ step: 'buy', requests: 100, errors: 3, p50: 50, p95: 95, p99: 99 });
    expect(figures!.examples).toEqual(['a', 'b']);
  });
});

describe('capacity', () => {
  it('is the highest rate whose steps all stay within 500 ms with no error and no oversold ticket', () => {
    expect(capacity([rate(600, 100), rate(1200, 450), rate(2400, 700)])).toBe(1200);
    expect(capacity([rate(600, 100), rate(1200, 100, { errors: 1 })])).toBe(600);
    expect(capacity([rate(600, 100), rate(1200, 100, { oversold: 1 })])).toBe(600);
    expect(capacity([rate(600, 900)])).toBe(0);
  });
  it('does not count a pass above a failure (the machine decided, not the rate)', () => {
    expect(capacity([rate(600, 100), rate(1200, 800), rate(900, 200), rate(2400, 100)])).toBe(900);
  });
  it('does not judge the PayU emulator’s page', () => {
    expect(rateProblems({ steps: [step('PayU checkout (not ours)', 2000)], oversold: 0 })).toEqual([]);
  });
});

describe('nextRate', () => {
  const options = { maxRate: 4800, precision: 0.25 };
  it('doubles until a rate fails, then bisects until within the precision', () => {
    expect(nextRate([rate(600, 100)], options)).toBe(1200);
    expect(nextRate([rate(600, 100), rate(1200, 900)], options)).toBe(900);
    expect(nextRate([rate(600, 100), rate(1200, 900), rate(900, 100)], options)).toBe(1050);
    expect(nextRate([rate(600, 100), rate(1200, 900), rate(900, 100), rate(1050, 900)], options)).toBeNull();
  });
  it('stops at the maximum rate, and when even the first rate fails', () => {
    expect(nextRate([rate(2400, 100), rate(4800, 100)], options)).toBeNull();
    expect(nextRate([rate(600, 900)], options)).toBeNull();
  });
});

describe('compareVerdict', () => {
  const run = (cap: number, p95: number) => ({ capacity: cap, steps: [step('buy', p95), step('home', 100)] });
  it('keeps a mechanism that raises the capacity', () => {
    expect(compareVerdict(run(1200, 300), run(600, 300)).kept).toBe(true);
  });
  it('keeps one that cuts some step’s p95 by at least 1.5×', () => {
    const verdict = compareVerdict(run(1200, 200), run(1200, 300));
    expect(verdict).toMatchObject({ kept: true, bestStep: 'buy' });
    expect(verdict.bestRatio).toBeCloseTo(1.5);
  });
  it('does not compare a step with too few requests to have a p95 (one slow answer)', () => {
    const few = (p95: number) => ({ capacity: 600, steps: [step('session check', p95, 0, 8)] });
    expect(compareVerdict(few(30), few(96)).kept).toBe(false);
  });
  it('removes one that does neither', () => {
    expect(compareVerdict(run(1200, 200), run(1200, 290)).kept).toBe(false);
    expect(compareVerdict(run(600, 200), run(1200, 100)).kept).toBe(false);
  });
});

describe('medianRun', () => {
  it('takes the median capacity and per-step p95 of several runs, so one slow run does not decide', () => {
    const run = (cap: number, p95: number, errors = 0) => ({
      capacity: cap,
      steps: [step('buy', p95, errors)],
    });
    const merged = medianRun([run(600, 100), run(1200, 900, 1), run(600, 120)]);
    expect(merged.capacity).toBe(600);
    expect(merged.steps[0]).toMatchObject({ step: 'buy', p95: 120, requests: 40, errors: 1 });
  });
  it('of two runs takes the mean p95 (the lower one would favour whichever side had one quiet run)', () => {
    const run = (cap: number, p95: number) => ({ capacity: cap, steps: [step('buy', p95)] });
    const merged = medianRun([run(60, 47.3), run(0, 299.8)]);
    expect(merged.capacity).toBe(0);
    expect(merged.steps[0]!.p95).toBe(173.6);
  });
});
