/**
 * Keyed, pipelined batching: `load(key, arg)` runs `run(key, args)` at once when no run for that
 * key is under way; calls that arrive while one is, wait and go together in the next run. A
 * burst of N calls for one key becomes a few statements instead of N, and every answer is still
 * read after its call arrived (never a cached one).
 */
export const createBatcher = <K, A, R>(run: (key: K, args: A[]) => Promise<Map<A, R>>) => {
  type Waiter = { arg: A; resolve: (value: R | undefined) => void; reject: (error: unknown) => void };
  const pending = new Map<K, Waiter[]>();
  const running = new Set<K>();

  const flush = (key: K) => {
    const batch = pending.get(key) ?? [];
    pending.delete(key);
    running.add(key);
    run(
      key,
      [...new Set(batch.map((w) => w.arg))],
    ).then(
      (answers) => {
        for (const w of batch) w.resolve(answers.get(w.arg));
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    ).finally(() => {
      running.delete(key);
      if (pending.has(key)) flush(key);
    });
  };

  return (key: K, arg: A): Promise<R | undefined> =>
    new Promise<R | undefined>((resolve, reject) => {
      const list = pending.get(key);
      if (list) list.push({ arg, resolve, reject });
      else pending.set(key, [{ arg, resolve, reject }]);
      if (!running.has(key)) flush(key);
    });
};
