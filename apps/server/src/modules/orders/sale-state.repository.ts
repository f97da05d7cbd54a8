import { sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client';
import { accessStore } from '../access';
import { catalogStatements } from '../catalog';
import { ticketStockRepository } from '../tickets';
import { orders } from './orders.table';

export const saleStateRepository = {
  /**
   * The ticket rush's cheap question, in one statement for many buyers of one event: is this
   * published limited event sold out, and which of the buyers hold something for it (an open
   * order inside its window, or an access row)? null when the event is not limited (or not
   * published: the full path answers it). One statement made of each owner's part: the stock
   * (tickets), published (catalog), access rows (access) and open orders (here).
   */
  async saleState(
    db: DbOrTx,
    eventId: number,
    userIds: readonly number[],
  ): Promise<{ left: number; soldOut: boolean; mine: Set<number> } | null> {
    const users = sql`${`{${userIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
    const [row] = await executeRows<{ left: number; sold_out: boolean; mine: number[] }>(
      db,
      sql`
      SELECT s.left, s.sold_out,
        ARRAY(SELECT o.user_id FROM ${orders} o WHERE o.user_id = ANY(${users}) AND o.product_type = 'event' AND o.event_id = ${eventId}
                AND o.status IN ('NOT_STARTED', 'PENDING', 'WAITING_FOR_CONFIRMATION') AND o.hold_until > now()
              UNION ${accessStore.holdersOfEvent(users, eventId)}) AS mine
      FROM (${ticketStockRepository.saleStockRow(eventId)}) s
      WHERE ${catalogStatements.eventPublished(eventId)}`,
    );
    return row
      ? { left: Number(row.left), soldOut: row.sold_out, mine: new Set(row.mine.map(Number)) }
      : null;
  },
};
