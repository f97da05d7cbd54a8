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
 */
export const createGate = (limit: number) => {
  let holders = 0;
  const queue = new Set<{ admit: () => void }>();

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
  };

  return {
    enter,
    leave,
    /** How many wait for a place now. */
    waiting: () => queue.size,
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
