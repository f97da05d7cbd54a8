/**
 * At most `limit` holders at once; the others wait their turn in arrival order (in memory, per
 * process). Admission control, not a lock: correctness never depends on it (the database
 * decides). It keeps a burst from interleaving every request's steps on the same few database
 * connections, so the first requests finish (and the later ones find the cheap answer) instead
 * of all of them queueing behind each other's statements.
 *
 * `enter(giveUp)` answers true once the caller holds a place (it must `leave()` after), or false
 * when `giveUp` settles first: the caller left the queue without a place (e.g. the event it waits
 * to buy has just sold out, and one cheap question now answers all who waited).
 *
 * `idle(maxMs)` settles when nobody waits for a place (at once if nobody does), or after `maxMs`:
 * work of lower priority (a winner's provider registration) yields to the decisions still queued.
 */
export const createGate = (limit: number) => {
  let holders = 0;
  const queue = new Set<{ admit: () => void }>();
  const idleWaiters = new Set<() => void>();
  const settleIdle = () => {
    if (queue.size > 0) return;
    for (const settle of idleWaiters) settle();
    idleWaiters.clear();
  };

  const enter = (giveUp?: Promise<unknown>): Promise<boolean> => {
    if (holders < limit) {
      holders += 1;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      let waiting = true;
      const waiter = {
        admit: () => {
          if (!waiting) return;
          waiting = false;
          resolve(true);
        },
      };
      queue.add(waiter);
      void giveUp?.then(() => {
        if (!waiting) return;
        waiting = false;
        queue.delete(waiter);
        resolve(false);
        settleIdle();
      });
    });
  };

  const leave = () => {
    const next = queue.values().next();
    if (next.done) {
      holders -= 1;
      return;
    }
    queue.delete(next.value);
    next.value.admit();
    settleIdle();
  };

  return {
    enter,
    leave,
    /** How many wait for a place now. */
    waiting: () => queue.size,
    idle(maxMs: number): Promise<void> {
      if (queue.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          idleWaiters.delete(settle);
          resolve();
        }, maxMs);
        const settle = () => {
          clearTimeout(timer);
          resolve();
        };
        idleWaiters.add(settle);
      });
    },
    /** `work` run holding a place. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      await enter();
      try {
        return await work();
      } finally {
        leave();
      }
    },
  };
};
