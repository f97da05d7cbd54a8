import type { PaymentStatus } from '@scena/shared';
import type { Db, DbOrTx } from '../../db/client';
import { createBatcher } from '../../lib/batch';
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
export const itemOrderFacts = async (
  db: DbOrTx,
  userId: number | null,
  items: readonly OrderItemRef[],
  limitedEventIds: readonly number[],
): Promise<ItemOrderFacts> => {
  const [ticketsLeft, statuses] = await Promise.all([
    limitedEventIds.length
      ? ordersRepository.ticketsLeft(db, limitedEventIds)
      : Promise.resolve(new Map<number, number>()),
    userId !== null && items.length
      ? ordersRepository.latestStatuses(db, userId, items)
      : Promise.resolve(new Map<string, PaymentStatus>()),
  ]);
  return { ticketsLeft, statuses };
};

/** Tickets held now for a limited event (the catalogue's message when a lower limit is refused). */
export const ticketsHeld = (db: DbOrTx, eventId: number): Promise<number> =>
  ordersRepository.ticketsHeld(db, eventId);

/** What a signed-in viewer's whole list reads per request, for one kind of item. */
export interface ViewerListFacts {
  /** The public data version (public_data_version), read with the rest. */
  publicDataVersion: number;
  /** Live tickets left (limit − held) of every limited event; empty for videos. Shared by the viewers read together. */
  ticketsLeft: ReadonlyMap<number, number>;
  /** Every access row of the viewer for that kind (the access module judges them: listDecider). */
  grants: {
    id: number;
    event_id: number | null;
    video_id: number | null;
    source: string;
    first_played_at: Date | null;
    expiration_date: Date | null;
  }[];
  /** The viewer's latest order status per item key. */
  statuses: Map<string, PaymentStatus>;
}

/** One read of the repository's viewerListFacts: the shared facts and each viewer's own. */
export interface ListFactsRead {
  version: number;
  ticketsLeft: Map<number, number>;
  byUser: Map<number, Pick<ViewerListFacts, 'grants' | 'statuses'>>;
}

/**
 * The public data version, the live ticket counts (events) and the viewer's access rows and latest
 * order statuses for every item of one kind, in one statement. Viewers whose lists ask while a read
 * for that kind is under way go together in the next one (lib/batch.ts): one statement for many
 * viewers on a busy night, each still read after its request arrived, so a write, a sale or a
 * purchase committed before the request is always seen.
 */
export const viewerListFacts = async (
  db: Db,
  userId: number,
  kind: OrderItemRef['kind'],
): Promise<ViewerListFacts> => {
  let load = factsBatchers.get(db);
  if (!load)
    factsBatchers.set(
      db,
      (load = createBatcher((k: OrderItemRef['kind'], userIds: number[]) => readListFacts(db, k, userIds))),
    );
  const facts = await load(kind, userId);
  if (!facts) throw new Error(`viewerListFacts: no answer for user ${userId}`);
  return facts;
};
const factsBatchers = new WeakMap<
  Db,
  (kind: OrderItemRef['kind'], userId: number) => Promise<ViewerListFacts | undefined>
>();

const readListFacts = async (
  db: Db,
  kind: OrderItemRef['kind'],
  userIds: number[],
): Promise<Map<number, ViewerListFacts>> => {
  const read = await ordersRepository.viewerListFacts(db, userIds, kind);
  const shared = { publicDataVersion: read.version, ticketsLeft: read.ticketsLeft };
  return new Map([...read.byUser].map(([id, own]) => [id, { ...shared, ...own }]));
};
