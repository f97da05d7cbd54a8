import type { PaymentStatus } from '@scena/shared';
import type { Db, DbOrTx } from '../../db/client';
import { createBatcher } from '../../lib/batch';
import { ticketStock } from './orders.table';
import { ordersRepository, type OrderItemRef } from './orders.repository';

export interface ItemOrderFacts {
  /** Live tickets left (limit − held) per limited event id; unlimited events are absent. */
  ticketsLeft: Map<number, number>;
  /** The viewer's latest order status per item key ('event:1', 'video:2'). */
  statuses: Map<string, PaymentStatus>;
}

/**
 * What the catalogue's item answers need from orders (CONTEXT.md): the live ticket counts and the
 * viewer's latest order status, for all items of one answer in at most two statements (none when
 * no item is limited and nobody is signed in).
 */
export const itemOrderFacts = async (db: DbOrTx, userId: number | null, items: readonly OrderItemRef[], limitedEventIds: readonly number[]): Promise<ItemOrderFacts> => {
  const [ticketsLeft, statuses] = await Promise.all([
    limitedEventIds.length ? ordersRepository.ticketsLeft(db, limitedEventIds) : Promise.resolve(new Map<number, number>()),
    userId !== null && items.length ? ordersRepository.latestStatuses(db, userId, items) : Promise.resolve(new Map<string, PaymentStatus>()),
  ]);
  return { ticketsLeft, statuses };
};

/** Tickets held now for a limited event (the catalogue's message when a lower limit is refused). */
export const ticketsHeld = (db: DbOrTx, eventId: number): Promise<number> => ordersRepository.ticketsHeld(db, eventId);

/** What a signed-in viewer's whole list needs of their own, for one kind of item. */
export interface ViewerListFacts {
  /** Every access row of the viewer for that kind (the access module judges them: listDecider). */
  grants: { id: number; event_id: number | null; video_id: number | null; source: string; first_played_at: Date | null; expiration_date: Date | null }[];
  /** The viewer's latest order status per item key. */
  statuses: Map<string, PaymentStatus>;
}

/**
 * The viewer's access rows and latest order statuses for every item of one kind. Viewers whose
 * lists ask while a read for that kind is under way go together in the next one (lib/batch.ts):
 * one statement for many viewers on a busy night, each still read after its request arrived.
 */
export const viewerListFacts = async (db: Db, userId: number, kind: OrderItemRef['kind']): Promise<ViewerListFacts> => {
  let load = factsBatchers.get(db);
  if (!load) factsBatchers.set(db, (load = createBatcher((k: OrderItemRef['kind'], userIds: number[]) => ordersRepository.viewerListFacts(db, userIds, k))));
  return (await load(kind, userId)) ?? { grants: [], statuses: new Map() };
};
const factsBatchers = new WeakMap<Db, (kind: OrderItemRef['kind'], userId: number) => Promise<ViewerListFacts | undefined>>();

/** Every limited event's live count, as one prepared statement per database (no parameters, no plan per call). */
const allTicketsLeft = new WeakMap<Db, ReturnType<typeof prepareAllTicketsLeft>>();
const prepareAllTicketsLeft = (db: Db) =>
  db.select({ event_id: ticketStock.event_id, limit: ticketStock.ticket_limit, held: ticketStock.held }).from(ticketStock).prepare('live_tickets_left');

/**
 * Live tickets left of every limited event (ticket_stock: one small row per limited event), shared
 * by the requests that ask together: one statement per turn of the event loop, issued after each
 * of its callers arrived (as the public data version is read), so a sale committed before a
 * request is always counted, yet concurrent signed-in lists share one query. A signed-in viewer's
 * whole list reads it (catalog viewer-cards.ts) whenever it holds a limited event.
 */
export const liveTicketsReader = (db: Db) => {
  let next: Promise<Map<number, number>> | null = null;
  return (): Promise<Map<number, number>> => {
    next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      next = null;
      let prepared = allTicketsLeft.get(db);
      if (!prepared) allTicketsLeft.set(db, (prepared = prepareAllTicketsLeft(db)));
      const rows = await prepared.execute();
      return new Map(rows.map((row) => [row.event_id, Math.max(0, row.limit - row.held)]));
    });
    return next;
  };
};
