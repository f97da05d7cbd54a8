import { AppError, isAdminRole, Role } from '@scena/shared';
import type { AppContext } from '../../context';
import { createAdmission } from '../../lib/admission';
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
 * The ticket rush's admission (lib/admission.ts), keyed by event: the shared question is the sale
 * state; sold out with nothing of theirs answers no_tickets at once. `soldOut(eventId)` fires the
 * event's signal when the last ticket went or a buyer found none.
 */
export const createPurchaseAdmission = (options: {
  gateSize: number;
  readSaleState: ReadSaleState;
  speed?: AppContext['config'];
}) => {
  const admission = createAdmission<number, SaleState | null>({
    gateSize: options.gateSize,
    read: async (eventId, userIds) => {
      const state = await options.readSaleState(eventId, userIds);
      const answer = (id: number): SaleState | null =>
        state && { left: state.left, soldOut: state.soldOut, mine: state.mine.has(id) };
      return new Map(userIds.map((id) => [id, answer(id)]));
    },
    speed: options.speed,
  });

  return {
    /** The cheap sold-out answer, then a place at the gate (the caller must `leave()`); the sale state read (null: not limited). */
    async admit(eventId: number | null, userId: number): Promise<SaleState | null> {
      const sale = await admission.admit(eventId, userId, (state) => {
        if (state?.soldOut && !state.mine) throw refuse('no_tickets');
      });
      return sale ?? null;
    },

    leave: admission.leave,

    /**
     * Settles when no buyer waits at the gate (or after REGISTRATION_YIELD_MS): a winner's
     * provider registration (an HTTP call and a transaction, on PGlite on this very thread) waits
     * for the decisions queued behind it, so that the event sells out, and the losers are told,
     * first. The winner's ticket is already held; only their redirect comes a little later.
     */
    decisionsDone: () => admission.idle(REGISTRATION_YIELD_MS),

    soldOut: (eventId: number) => admission.close(eventId),
  };
};
export type PurchaseAdmission = ReturnType<typeof createPurchaseAdmission>;

/**
 * PGlite runs one statement at a time, in a thread of its own: a wider gate lets more placements
 * share each batched read (lib/batch.ts) while it works. In the ticket rush, alternated, 16 told
 * the losers 10–25 % sooner than 4, and 64 was worse than both (bench/NOTES.md, "A wider gate").
 */
const PGLITE_GATE = 16;

/** The admission of this process: the gate as wide as the pool (PGlite: PGLITE_GATE), the sale state from the database. */
export const purchaseAdmissionFor = (ctx: Pick<AppContext, 'db' | 'database' | 'config'>) =>
  createPurchaseAdmission({
    gateSize: ctx.database.kind === 'postgres' ? ctx.config.DATABASE_POOL_MAX : PGLITE_GATE,
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
