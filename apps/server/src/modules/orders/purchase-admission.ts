import type { AppContext } from '../../context';
import { createBatcher } from '../../lib/batch';
import { createGate } from '../../lib/gate';
import { ordersRepository } from './orders.repository';

/** The longest a winner's registration yields to queued decisions (purchase-admission `decisionsDone`). */
const REGISTRATION_YIELD_MS = 1_000;

export interface SaleState {
  /** Tickets left (limit − held), live. */
  left: number;
  soldOut: boolean;
  /** The buyer holds an open order inside its window or an access row for the event. */
  mine: boolean;
}

/**
 * How a burst of buyers (the ticket rush, ARCHITECTURE.md "Orders and tickets") is let in, per
 * process. None of it decides a sale (placeOrder's guarded UPDATE does); it shapes the load so
 * that the event sells out early and the rest are told so with one shared statement:
 *
 * - `saleOf(eventId, userId)`: the sold-out question (saleState), one statement for every buyer
 *   of the event asking at that moment (lib/batch.ts); null for an event that is not limited.
 * - `gate`: deciding and writing run at most as many at once as the pool has connections (PGlite:
 *   its one connection, a few so that one buyer's JavaScript overlaps another's statement); the
 *   others wait in arrival order.
 * - `soldOutSignal(eventId)` settles when the event is seen sold out (`soldOut`: the last ticket
 *   was taken or a buyer found none): the buyers waiting at the gate for it leave the queue and
 *   ask `saleOf` again, all in one statement, instead of each taking the full path in turn.
 */
export const createPurchaseAdmission = (ctx: Pick<AppContext, 'db' | 'database' | 'config'>) => {
  const gate = createGate(ctx.database.kind === 'postgres' ? ctx.config.DATABASE_POOL_MAX : 4);
  const saleOf = createBatcher(async (eventId: number, userIds: number[]) => {
    const state = await ordersRepository.saleState(ctx.db, eventId, userIds);
    return new Map<number, SaleState | null>(
      userIds.map((id) => [
        id,
        state && { left: state.left, soldOut: state.soldOut, mine: state.mine.has(id) },
      ]),
    );
  });
  const signals = new Map<number, { promise: Promise<void>; fire: () => void }>();

  return {
    saleOf: async (eventId: number, userId: number): Promise<SaleState | null> =>
      (await saleOf(eventId, userId)) ?? null,

    /** A place at the gate (true), or false when the event (if given) sold out while waiting. */
    async enter(eventId: number | null): Promise<boolean> {
      let giveUp: Promise<void> | undefined;
      if (eventId !== null) {
        let signal = signals.get(eventId);
        if (!signal) {
          let fire!: () => void;
          const promise = new Promise<void>((resolve) => (fire = resolve));
          signal = { promise, fire };
          signals.set(eventId, signal);
        }
        giveUp = signal.promise;
      }
      const entered = await gate.enter(giveUp);
      // Nobody waits any more: the signals (and the waiters' callbacks on them) can go.
      if (gate.waiting() === 0) signals.clear();
      return entered;
    },

    leave: () => gate.leave(),

    /**
     * Settles when no buyer waits at the gate (or after REGISTRATION_YIELD_MS): a winner's
     * provider registration (an HTTP call and a transaction, on PGlite on this very thread) waits
     * for the decisions queued behind it, so that the event sells out, and the losers are told,
     * first. The winner's ticket is already held; only their redirect comes a little later.
     */
    decisionsDone: () => gate.idle(REGISTRATION_YIELD_MS),

    soldOut(eventId: number) {
      signals.get(eventId)?.fire();
      signals.delete(eventId);
    },
  };
};
