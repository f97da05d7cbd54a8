import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client';
import { publicDataVersion } from '../../db/public-data-version.table';
import { ticketStock } from './tickets.table';

/**
 * Ticket stock (CONTEXT.md): the only code that reads or writes `ticket_stock`. Orders takes and
 * gives back holds here; the purchase's one statement embeds `holdStatement` so that the hold and
 * the order commit together without a transaction held open.
 */
export const ticketStockRepository = {
  /**
   * Takes one ticket of a limited event: the guarded UPDATE is the whole concurrency story (the row
   * lock serialises buyers; `held < ticket_limit` is re-checked on the locked row; the CHECK is the
   * backstop). 'unlimited' when the event has no ticket_stock row. `count` tickets at once (a gift
   * or group order holds its quantity): all of them or none.
   */
  async take(db: DbOrTx, eventId: number, count = 1): Promise<'taken' | 'sold_out' | 'unlimited'> {
    if (count <= 0) return 'taken';
    const taken = await db
      .update(ticketStock)
      .set({ held: sql`${ticketStock.held} + ${count}::int`, updated_at: sql`now()` })
      .where(
        and(
          eq(ticketStock.event_id, eventId),
          sql`${ticketStock.held} + ${count}::int <= ${ticketStock.ticket_limit}`,
        ),
      )
      .returning({ held: ticketStock.held });
    if (taken.length > 0) return 'taken';
    const [stock] = await db
      .select({ id: ticketStock.event_id })
      .from(ticketStock)
      .where(eq(ticketStock.event_id, eventId));
    return stock ? 'sold_out' : 'unlimited';
  },

  /** Gives `count` tickets back (limited events; nothing for unlimited ones); never below 0. */
  async giveBack(db: DbOrTx, eventId: number, count = 1): Promise<void> {
    if (count <= 0) return;
    await db
      .update(ticketStock)
      .set({ held: sql`greatest(${ticketStock.held} - ${count}::int, 0)`, updated_at: sql`now()` })
      .where(and(eq(ticketStock.event_id, eventId), gt(ticketStock.held, 0)));
  },

  /** Tickets left per limited event (limit − held), live; unlimited events are absent. */
  async left(db: DbOrTx, eventIds: readonly number[]): Promise<Map<number, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db
      .select({ event_id: ticketStock.event_id, limit: ticketStock.ticket_limit, held: ticketStock.held })
      .from(ticketStock)
      .where(inArray(ticketStock.event_id, [...new Set(eventIds)]));
    return new Map(rows.map((row) => [row.event_id, Math.max(0, row.limit - row.held)]));
  },

  /** Tickets held now for a limited event (0 when unlimited). */
  async held(db: DbOrTx, eventId: number): Promise<number> {
    const [row] = await db
      .select({ held: ticketStock.held })
      .from(ticketStock)
      .where(eq(ticketStock.event_id, eventId));
    return row?.held ?? 0;
  },

  /**
   * The parts of the purchase's one statement that touch the stock (orders' placeOrder): `cte`,
   * a `hold AS (…)` CTE taking the ticket when one is left (its row lock lasts that statement);
   * `allowed`, true when the hold was taken or the event is not limited; `last`, true when this
   * hold took the last ticket. `count` tickets at once (a gift or group order's quantity): all or none.
   */
  holdStatement(eventId: number, count = 1): { cte: SQL; allowed: SQL; last: SQL } {
    return {
      cte: sql`hold AS (UPDATE ${ticketStock} SET held = held + ${count}::int, updated_at = now() WHERE event_id = ${eventId} AND held + ${count}::int <= ticket_limit RETURNING held >= ticket_limit AS last),`,
      allowed: sql`(EXISTS (SELECT 1 FROM hold) OR NOT EXISTS (SELECT 1 FROM ${ticketStock} WHERE event_id = ${eventId}))`,
      last: sql`coalesce((SELECT last FROM hold), false)`,
    };
  },

  /** A statement part for orders' sale state: the event's row `(left, sold_out)`, none when not limited. */
  saleStockRow(eventId: number): SQL {
    return sql`SELECT greatest(ticket_limit - held, 0)::int AS left, held >= ticket_limit AS sold_out FROM ${ticketStock} WHERE event_id = ${eventId}`;
  },

  /**
   * What every signed-in list reads first, in one statement: the public data version and, for
   * events, the live tickets left of every limited event.
   */
  async versionAndStock(
    db: DbOrTx,
    withStock: boolean,
  ): Promise<{ version: number; ticketsLeft: Map<number, number> }> {
    const stock = withStock
      ? sql`UNION ALL SELECT s.event_id, greatest(s.ticket_limit - s.held, 0)::bigint FROM ${ticketStock} s`
      : sql``;
    const rows = await executeRows<{ event_id: number | null; n: number | string }>(
      db,
      sql`SELECT NULL::int AS event_id, v.version::bigint AS n FROM ${publicDataVersion} v WHERE v.id = 1 ${stock}`,
    );
    let version = -1;
    const ticketsLeft = new Map<number, number>();
    for (const row of rows)
      if (row.event_id === null) version = Number(row.n);
      else ticketsLeft.set(Number(row.event_id), Number(row.n));
    if (version < 0) throw new Error('public_data_version has no row (migration 0001)');
    return { version, ticketsLeft };
  },
};
