import type { Config } from '../config';
import { createBatcher } from './batch';
import { createGate } from './gate';

/**
 * How a burst of callers racing for something scarce is let in, per process: the ticket rush (an
 * event's last tickets, orders/purchase-admission.ts) and the code rush (a code's last uses,
 * codes/activation-admission.ts). None of it decides anything (the database's guarded update
 * does); it shapes the load so that the scarce thing runs out early and the rest are told so
 * with one shared statement:
 *
 * - `admit(key, userId, check)`: the shared question (the `read` for every caller asking about
 *   `key` at that moment, one run for all, lib/batch.ts); `check` throws the refusal the state
 *   already gives (sold out, used up). Otherwise a place at the `gate`: the real work runs at most
 *   as many at once as the pool has connections (PGlite: a few, so that one caller's JavaScript
 *   overlaps another's statement); the others wait in arrival order.
 * - `close(key)` fires the key's signal (the last one was taken, or a caller found none): the
 *   callers waiting at the gate for that key leave the queue and ask the shared question again,
 *   all in one statement, instead of each taking the full path in turn.
 *
 * Pass the config (`speed`) so that SPEED_OFF=batched-statements reaches the shared question.
 */
export const createAdmission = <K, S>(options: {
  gateSize: number;
  /** The state of `key` for each of these callers, read together. */
  read: (key: K, userIds: number[]) => Promise<Map<number, S>>;
  speed?: Pick<Config, 'SPEED_OFF'>;
}) => {
  const gate = createGate(options.gateSize);
  const stateOf = createBatcher(options.read, options.speed);
  const signals = new Map<K, { promise: Promise<void>; fire: () => void }>();
  /** How many times each key was closed: a caller whose question was in flight across a close asks again. */
  const closings = new Map<K, number>();
  const signalOf = (key: K) => {
    let signal = signals.get(key);
    if (!signal) {
      let fire!: () => void;
      const promise = new Promise<void>((resolve) => (fire = resolve));
      signals.set(key, (signal = { promise, fire }));
    }
    return signal.promise;
  };

  return {
    /**
     * The shared question, `check` (which throws to refuse), then a place at the gate (the caller
     * must `leave()`); answers the state read. A null key (nothing scarce) only takes a place.
     */
    async admit(
      key: K | null,
      userId: number,
      check: (state: S | undefined) => void,
    ): Promise<S | undefined> {
      for (;;) {
        const closed = key === null ? 0 : (closings.get(key) ?? 0);
        const state = key === null ? undefined : await stateOf(key, userId);
        check(state);
        const watched = key !== null && state !== undefined && state !== null;
        // The key closed while the question was in flight: its answer may predate the last unit,
        // and the signal it would wait on has fired already (a fresh one would wait for a close
        // that may never come, sending the caller the long way, through the gate). Ask again.
        if (watched && (closings.get(key) ?? 0) !== closed) continue;
        const entered = await gate.enter(watched ? signalOf(key) : undefined);
        // Nobody waits any more: the signals (and the waiters' callbacks on them) can go.
        if (gate.waiting() === 0) {
          signals.clear();
          closings.clear();
        }
        if (entered) return state;
      }
    },

    leave: () => gate.leave(),

    /** Settles when nobody waits at the gate, or after `maxMs` (lib/gate.ts `idle`). */
    idle: (maxMs: number) => gate.idle(maxMs),

    close(key: K) {
      closings.set(key, (closings.get(key) ?? 0) + 1);
      signals.get(key)?.fire();
      signals.delete(key);
    },
  };
};
export type Admission<K, S> = ReturnType<typeof createAdmission<K, S>>;
