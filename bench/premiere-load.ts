// One rate step of the premiere bench: `rate` viewers a minute arrive, evenly spread over
// `arrivalSeconds`, walked through the night by `processes` load processes
// (bench/premiere-viewer.ts, forked: not the server's process, not this one). Returns every
// step's figures with the load average before and after, and every failed request with its time.
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { stepFigures, type RateResult } from './premiere-stats';
import type { Failure, ViewerJob, ViewerResult } from './premiere-viewer';

const VIEWER = path.join(import.meta.dirname, 'premiere-viewer.ts');
/** Time for the load processes to warm their HTTP client before the first arrival. */
const START_DELAY_MS = 2_000;

export type LoadSettings = Omit<ViewerJob, 'viewers' | 'startAt' | 'eventId'> & {
  arrivalSeconds: number;
  processes: number;
};

export const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/** Viewers of one step: n from 0, arriving every 60/rate seconds. */
export const arrivals = (rate: number, arrivalSeconds: number) =>
  Array.from({ length: Math.max(1, Math.round((rate * arrivalSeconds) / 60)) }, (_, n) => ({
    n,
    atMs: Math.round((n * 60_000) / rate),
  }));

const startViewerProcess = () =>
  new Promise<{
    run: (job: ViewerJob) => Promise<ViewerResult>;
  }>((resolve, reject) => {
    const child = fork(VIEWER, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('error', reject);
    child.once('message', () =>
      resolve({
        run: (job) =>
          new Promise((done, failed) => {
            let result: ViewerResult | undefined;
            child.once('message', (message: ViewerResult) => (result = message));
            // 'close', not 'exit': the last IPC message may arrive after 'exit'.
            child.once('close', (code) =>
              result ? done(result) : failed(new Error(`load process exited with ${code}, no result`)),
            );
            child.send(job);
          }),
      }),
    );
  });

export const runRate = async (
  settings: LoadSettings,
  rate: number,
  eventId: number,
): Promise<RateResult & { failures: Failure[] }> => {
  const viewers = arrivals(rate, settings.arrivalSeconds);
  const children = await Promise.all(Array.from({ length: settings.processes }, startViewerProcess));
  const loadBefore = loadAverage();
  const startAt = Date.now() + START_DELAY_MS;
  const { arrivalSeconds: _a, processes: _p, ...job } = settings;
  const parts = await Promise.all(
    children.map((child, i) =>
      child.run({
        ...job,
        eventId,
        startAt,
        viewers: viewers.filter((_, k) => k % children.length === i),
      }),
    ),
  );
  const outcomes: Record<string, number> = {};
  for (const part of parts)
    for (const [outcome, n] of Object.entries(part.outcomes))
      outcomes[outcome] = (outcomes[outcome] ?? 0) + n;
  return {
    rate,
    viewers: viewers.length,
    steps: stepFigures(parts.map((part) => part.steps)),
    outcomes,
    loadBefore,
    loadAfter: loadAverage(),
    oversold: null,
    eventId,
    failures: parts.flatMap((part) => part.failures).sort((a, b) => a.at - b.at),
  };
};
