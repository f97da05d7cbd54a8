// The fault script's arithmetic (bench/faults.ts), pure so it is unit-tested
// (faults-windows.test.ts): which fault window each error a viewer saw falls in, and the table of
// errors per window. A window runs from the fault's start until the service is back and answering
// (its `end`), plus a grace for what follows a recovery (nginx retries a failed instance after
// its fail_timeout; a pool's first query after a restart). Errors outside every window are the
// breach the script exits 1 for.
import type { Failure } from './premiere-viewer';
import { NOT_JUDGED } from './premiere-stats';

export type FaultWindow = {
  name: string;
  /** Epoch ms. */
  start: number;
  /** When the service answered again (epoch ms); null: never recovered (the window never closes). */
  end: number | null;
};
export type WindowErrors = {
  name: string;
  /** Seconds from the load's start; null for the errors outside every window. */
  from: number | null;
  to: number | null;
  errors: number;
  byStep: Record<string, number>;
  examples: string[];
};
export const OUTSIDE = 'outside every fault window';

/** Counts the failures per window (the first window containing one takes it), and those outside. */
export const errorsByWindow = (
  failures: Failure[],
  windows: FaultWindow[],
  options: { graceMs: number; loadStart: number },
): WindowErrors[] => {
  const seconds = (at: number | null) =>
    at === null ? null : Math.round((at - options.loadStart) / 100) / 10;
  const rows: WindowErrors[] = [
    ...windows.map((w) => ({
      name: w.name,
      from: seconds(w.start),
      to: seconds(w.end === null ? null : w.end + options.graceMs),
      errors: 0,
      byStep: {},
      examples: [],
    })),
    { name: OUTSIDE, from: null, to: null, errors: 0, byStep: {}, examples: [] },
  ];
  for (const failure of failures) {
    if (NOT_JUDGED.has(failure.step)) continue;
    const index = windows.findIndex(
      (w) => failure.at >= w.start && (w.end === null || failure.at <= w.end + options.graceMs),
    );
    const row = rows[index === -1 ? rows.length - 1 : index]!;
    row.errors += 1;
    row.byStep[failure.step] = (row.byStep[failure.step] ?? 0) + 1;
    if (row.examples.length < 3) row.examples.push(`${failure.step}: ${failure.why}`);
  }
  return rows;
};

/** A markdown table: one line per window, the errors outside every window last. */
export const windowsTable = (rows: WindowErrors[]): string => {
  const lines = [
    '| Fault window | From (s) | To, with grace (s) | Errors seen by viewers | By step |',
    '|---|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const steps = Object.entries(row.byStep)
      .sort((a, b) => b[1] - a[1])
      .map(([step, n]) => `${step} ${n}`)
      .join(', ');
    lines.push(
      `| ${row.name} | ${row.from ?? ''} | ${row.to ?? (row.name === OUTSIDE ? '' : 'never recovered')} | ${row.errors} | ${steps || '–'} |`,
    );
  }
  return lines.join('\n');
};
