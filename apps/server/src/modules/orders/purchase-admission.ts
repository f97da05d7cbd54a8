import { AppError, isAdminRole, Role } from '@scena/shared';
import type { AppContext } from '../../context';
import { createBatcher } from '../../lib/batch';
import { createGate } from '../../lib/gate';
import { refuse, type PlaceOrder, type Placed, type PurchaseInput } from './purchase-answers';
import { saleStateRepository } from './sale-state.repository';

/** The longest a winner's registration yields to queued decisions (`decisionsDone`). */
const REGISTRATION_YIELD_MS = 1_000;

export interface SaleState {
  /** Tickets left (limit − held), live. */
  left: number;
  soldOut: boolean;
  /** The buyer holds an open order inside its window or an access row for the event. */
  mine: boolean;
}

type ReadSaleState = (
  eventId: number,
  userIds: number[],
) => Promise<{ left: number; soldOut: boolean; mine: Set<number> } | null>;

/**
 * How a burst of buyers (the ticket rush) is let in, per process. None of it decides a sale
 * (placeOrderRepository's guarded UPDATE does); it shapes the load so that the event sells out
 * early and the rest are told so with one shared statement:
 *
 * - `admit(eventId, userId)`: the sold-out question (the sale state, one statement for every buyer
 *   of the event asking at that moment, lib/batch.ts): sold out and nothing of theirs →
 *   no_tickets at once. Otherwise a place at the `gate`: deciding and writing run at most as many
 *   at once as the pool has connections (PGlite: a few, so that one buyer's JavaScript overlaps
 *   another's statement); the others wait in arrival order.
 * - `soldOut(eventId)` fires the event's sold-out signal (the last ticket was taken or a buyer
 *   found none): the buyers waiting at the gate for it leave the queue and ask the sale state
 *   again, all in one statement, instead of each taking the full path in turn.
 */
export const createPurchaseAdmission = (options: {
  gateSize: number;
  readSaleState: ReadSaleState;
  speed?: AppContext['config'];
}) => {
  const gate = createGate(options.gateSize);
  const saleOf = createBatcher(async (eventId: number, userIds: number[]) => {
    const state = await options.readSaleState(eventId, userIds);
    const answer = (id: number): SaleState | null =>
      state && { left: state.left, soldOut: state.soldOut, mine: state.mine.has(id) };
    return new Map(userIds.map((id) => [id, answer(id)]));
  }, options.speed);
  const signals = new Map<number, { promise: Promise<void>; fire: () => void }>();
  const signalOf = (eventId: number) => {
    let signal = signals.get(eventId);
    if (!signal) {
      let fire!: () => void;
      const promise = new Promise<void>((resolve) => (fire = resolve));
      signals.set(eventId, (signal = { promise, fire }));
    }
    return signal.promise;
  };

  return {
    /** The cheap sold-out answer, then a place at the gate (the caller must `leave()`); the sale state read (null: not limited). */
    async admit(eventId: number | null, userId: number): Promise<SaleState | null> {
      for (;;) {
        const sale = eventId === null ? null : ((await saleOf(eventId, userId)) ?? null);
        if (sale?.soldOut && !sale.mine) throw refuse('no_tickets');
        const entered = await gate.enter(sale && eventId !== null ? signalOf(eventId) : undefined);
        // Nobody waits any more: the signals (and the waiters' callbacks on them) can go.
        if (gate.waiting() === 0) signals.clear();
        if (entered) return sale;
      }
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
export type PurchaseAdmission = ReturnType<typeof createPurchaseAdmission>;

/** The admission of this process: the gate as wide as the pool (PGlite: 4), the sale state from the database. */
export const purchaseAdmissionFor = (ctx: Pick<AppContext, 'db' | 'database' | 'config'>) =>
  createPurchaseAdmission({
    gateSize: ctx.database.kind === 'postgres' ? ctx.config.DATABASE_POOL_MAX : 4,
    readSaleState: (eventId, userIds) => saleStateRepository.saleState(ctx.db, eventId, userIds),
    speed: ctx.config,
  });

const isNoTickets = (error: unknown) => error instanceof AppError && error.details.type === 'no_tickets';

/**
 * The ticket rush's admission around the use case "place an order": the use case runs as it would
 * alone, only later or not at all (a sold-out event answers no_tickets from the shared question).
 * Roles that never buy (admin, premium) skip the sold-out question and are told they have access.
 */
export const withAdmission =
  (admission: PurchaseAdmission, place: PlaceOrder): PlaceOrder =>
  async (input: PurchaseInput, known) => {
    const { ref, viewer } = input;
    const limited =
      ref.kind === 'event' && !isAdminRole(viewer.user.role) && viewer.user.role !== Role.PREMIUM;
    const eventId = limited ? ref.id : null;
    const sale = await admission.admit(eventId, viewer.user.id);
    let placed: Placed;
    try {
      placed = await place(input, { ...known, ticketsLeft: sale?.left });
    } catch (error) {
      if (sale && isNoTickets(error)) admission.soldOut(ref.id);
      throw error;
    } finally {
      admission.leave();
    }
    if ('existing' in placed) return placed;
    // The last ticket went: the buyers still waiting at the gate are told now, not one by one.
    if (placed.lastTicket) admission.soldOut(ref.id);
    // A winner's provider registration yields to the decisions queued behind it.
    if (limited && placed.order.provider !== 'free') await admission.decisionsDone();
    return placed;
  };
