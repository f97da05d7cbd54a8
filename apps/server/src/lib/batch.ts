import type { Config } from '../config';
/**
 * Keyed, pipelined batching: `load(key, arg)` gathers the calls for a key that arrive in the same
 * turn of the event loop and runs `run(key, args)` once for them at the end of that turn
 * (setImmediate); calls that arrive while a run is under way wait and go together in the next
 * run. A burst of N calls for one key becomes a few statements instead of N, and every answer is
 * still read after its call arrived (never a cached one).
 *
 * Why the end of the turn and not at once: on PGlite a statement completes within the turn that
 * started it (the embedded database runs on this thread), so "at once" would find no run under
 * way for every request of a burst and batch nothing (1,000 buyers were 1,000 statements). The
 * requests a burst brings are parsed in one I/O phase; setImmediate runs right after it, so a
 * lone call waits well under a millisecond.
 *
 * Pass the config (`speed`) so that a bench run with `SPEED_OFF=batched-statements` measures the
 * plain design: every call then runs on its own at once. Every batcher of the server takes it
 * here, the one place the switch is read.
 */
export const createBatcher = <K, A, R>(
  run: (key: K, args: A[]) => Promise<Map<A, R>>,
  speed?: Pick<Config, 'SPEED_OFF'>,
) => {
  // The bench's switch (SPEED_OFF=batched-statements): one statement per caller, the plain design.
  if (speed?.SPEED_OFF.includes('batched-statements'))
    return async (key: K, arg: A): Promise<R | undefined> => (await run(key, [arg])).get(arg);
  type Waiter = { arg: A; resolve: (value: R | undefined) => void; reject: (error: unknown) => void };
  const pending = new Map<K, Waiter[]>();
  /** Keys with a run under way or a flush already scheduled for this turn. */
  const busy = new Set<K>();

  const flush = (key: K) => {
    const batch = pending.get(key) ?? [];
    pending.delete(key);
    run(key, [...new Set(batch.map((w) => w.arg))])
      .then(
        (answers) => {
          for (const w of batch) w.resolve(answers.get(w.arg));
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .finally(() => {
        if (pending.has(key)) setImmediate(flush, key);
        else busy.delete(key);
      });
  };

  return (key: K, arg: A): Promise<R | undefined> =>
    new Promise<R | undefined>((resolve, reject) => {
      const list = pending.get(key);
      if (list) list.push({ arg, resolve, reject });
      else pending.set(key, [{ arg, resolve, reject }]);
      if (!busy.has(key)) {
        busy.add(key);
        setImmediate(flush, key);
      }
    });
};
