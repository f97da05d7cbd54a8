import type { PaymentStatus } from '@scena/shared';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { createBatcher } from '../../lib/batch';
import { accessStore, type ItemRef } from '../access';
import { ticketStockRepository } from './ticket-stock.repository';

/**
 * The orders module's side of the item facts (a port): the viewer's latest order status per item.
 * The app hands orders' implementation in through AppContext (`orderFacts`, set in app.ts), so that
 * catalog reads order facts here without importing orders, and orders (which reads the catalogue)
 * never sits in a cycle with it.
 */
export interface OrderFactsSource {
  /** One user's latest order status per item key ('event:1'). */
  latestStatuses(db: DbOrTx, userId: number, items: readonly ItemRef[]): Promise<Map<string, PaymentStatus>>;
  /** Several users' latest order status per item key of one kind. */
  latestStatusesOf(
    db: DbOrTx,
    userIds: readonly number[],
    kind: ItemRef['kind'],
  ): Promise<Map<number, Map<string, PaymentStatus>>>;
}

export interface ItemOrderFacts {
  /** Live tickets left (limit − held) per limited event id; unlimited events are absent. */
  ticketsLeft: Map<number, number>;
  /** The viewer's latest order status per item key ('event:1', 'video:2'). */
  statuses: Map<string, PaymentStatus>;
}

/**
 * What the catalogue's item answers need besides the catalogue: the live ticket counts and the
 * viewer's latest order status, for all items of one answer in at most two statements (none when
 * no item is limited and nobody is signed in).
 */
export const itemOrderFacts = async (
  db: DbOrTx,
  orders: OrderFactsSource,
  userId: number | null,
  items: readonly ItemRef[],
  limitedEventIds: readonly number[],
): Promise<ItemOrderFacts> => {
  const [ticketsLeft, statuses] = await Promise.all([
    ticketStockRepository.left(db, limitedEventIds),
    userId !== null && items.length
      ? orders.latestStatuses(db, userId, items)
      : Promise.resolve(new Map<string, PaymentStatus>()),
  ]);
  return { ticketsLeft, statuses };
};

/** Tickets held now for a limited event (the catalogue's message when a lower limit is refused). */
export const ticketsHeld = (db: DbOrTx, eventId: number): Promise<number> =>
  ticketStockRepository.held(db, eventId);

/** What a signed-in viewer's whole list reads per request, for one kind of item. */
export interface ViewerListFacts {
  /** The public data version (public_data_version), read with the ticket counts. */
  publicDataVersion: number;
  /** Live tickets left (limit − held) of every limited event; empty for videos. Shared by the viewers read together. */
  ticketsLeft: ReadonlyMap<number, number>;
  /** Every access row of the viewer for that kind (the access module judges them: listDecider). */
  grants: Awaited<ReturnType<typeof accessStore.grantsOfUsers>>;
  /** The viewer's latest order status per item key. */
  statuses: Map<string, PaymentStatus>;
}

/**
 * The public data version, the live ticket counts (events), and the viewer's access rows and
 * latest order statuses for every item of one kind: three statements, read together for every
 * viewer whose list asks while a read for that kind is under way (lib/batch.ts), each still read
 * after its request arrived, so a write, a sale or a purchase committed before it is always seen.
 * `speed`: the config, for the bench's batched-statements switch.
 */
export const viewerListFacts = async (
  db: Db,
  orders: OrderFactsSource,
  userId: number,
  kind: ItemRef['kind'],
  speed?: Pick<Config, 'SPEED_OFF'>,
): Promise<ViewerListFacts> => {
  const batched = !speed?.SPEED_OFF.includes('batched-statements');
  const load = batched
    ? batcherFor(db, orders)
    : (k: ItemRef['kind'], id: number) => readListFacts(db, orders, k, [id]).then((m) => m.get(id));
  const facts = await load(kind, userId);
  if (!facts) throw new Error(`viewerListFacts: no answer for user ${userId}`);
  return facts;
};

type Load = (kind: ItemRef['kind'], userId: number) => Promise<ViewerListFacts | undefined>;
const factsBatchers = new WeakMap<Db, Load>();
const batcherFor = (db: Db, orders: OrderFactsSource): Load => {
  let load = factsBatchers.get(db);
  if (!load)
    factsBatchers.set(
      db,
      (load = createBatcher((k: ItemRef['kind'], ids: number[]) => readListFacts(db, orders, k, ids))),
    );
  return load;
};

const readListFacts = async (
  db: Db,
  orders: OrderFactsSource,
  kind: ItemRef['kind'],
  userIds: number[],
): Promise<Map<number, ViewerListFacts>> => {
  const [shared, grants, statuses] = await Promise.all([
    ticketStockRepository.versionAndStock(db, kind === 'event'),
    accessStore.grantsOfUsers(db, userIds, kind),
    orders.latestStatusesOf(db, userIds, kind),
  ]);
  return new Map(
    userIds.map((id) => [
      id,
      {
        publicDataVersion: shared.version,
        ticketsLeft: shared.ticketsLeft,
        grants: grants.filter((grant) => grant.user_id === id),
        statuses: statuses.get(id) ?? new Map(),
      },
    ]),
  );
};
