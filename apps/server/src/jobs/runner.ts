import type { FastifyBaseLogger } from 'fastify';

export interface RunningJob {
  /**
   * Stops scheduling, tells the run in progress (its `stopping` signal) and resolves when that run
   * has finished.
   */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, never two runs of the same job at once in this process. When a
 * run reports more work (returns true, e.g. a full batch) the next one starts at once. A failing
 * run is logged and retried at the next tick: a job never takes the server down. `stopping` is
 * aborted by stop(): a run over a batch stops after the item in hand and gives the rest back.
 */
export const runEvery = (
  name: string,
  intervalMs: number,
  work: (stopping: AbortSignal) => Promise<boolean | void>,
  log: FastifyBaseLogger,
): RunningJob => {
  let stopped = false;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    // Pending timers must not keep a process alive that is otherwise done (tests, CLI tools).
    timer.unref();
  };

  const tick = () => {
    timer = null;
    current = (async () => {
      let more = false;
      try {
        more = (await work(stopping.signal)) === true;
      } catch (err) {
        log.error({ err, job: name }, 'job run failed');
      }
      current = null;
      schedule(more ? 0 : intervalMs);
    })();
  };

  schedule(0);
  return {
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
};
