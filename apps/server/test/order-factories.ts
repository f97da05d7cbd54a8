import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import type { JobContext, JobDefinition } from '../src/jobs/queue';
import { createPayuProvider } from '../src/adapters/payments';
import {
  TEST_POS,
  startPayuEmulator,
  type PayuEmulator,
} from '../src/adapters/payments/testing/payu-emulator';
import { newExtOrderId, ordersRepository, type OrderRow } from '../src/modules/orders';
import { ticketStock, ticketStockRepository } from '../src/modules/tickets';
import type { UserRow } from '../src/modules/users';

/**
 * An order inserted straight into the database (set-up for lifecycle and notification tests; the
 * purchase API makes them for real). `holds` takes a ticket of a limited event as the purchase does.
 */
export const insertOrder = async (
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email'>,
  /** id null: an order whose item was deleted (the permission matrix needs no catalogue). */
  item: { kind: 'event' | 'video'; id: number | null },
  values: Partial<OrderRow> & { holds?: boolean } = {},
): Promise<OrderRow> => {
  const { holds = item.kind === 'event' && item.id !== null, ...rest } = values;
  if (holds && item.kind === 'event' && item.id !== null) {
    const taken = await ticketStockRepository.take(ctx.db, item.id);
    if (taken === 'sold_out') throw new Error('insertOrder: sold out');
  }
  return ordersRepository.insert(ctx.db, {
    ext_order_id: newExtOrderId(),
    product_type: item.kind,
    provider: 'payu',
    provider_order_id: `PAYU${randomBytes(8).toString('hex').toUpperCase()}`,
    user_id: user.id,
    event_id: item.kind === 'event' ? item.id : null,
    video_id: item.kind === 'video' ? item.id : null,
    title: 'Wesele',
    firstname: 'Jan',
    lastname: 'Kowalski',
    email: user.email,
    country: 'PL',
    customer_ip: '10.0.0.1',
    language: 'pl',
    amount: 2500,
    status: 'PENDING',
    holds_ticket: holds && item.kind === 'event',
    hold_until: new Date(Date.now() + 15 * 60_000),
    ...rest,
  });
};

export const ticketCount = async (ctx: AppContext, eventId: number) => {
  const [row] = await ctx.db.select().from(ticketStock).where(eq(ticketStock.event_id, eventId));
  return row ? { limit: row.ticket_limit, held: row.held } : null;
};

/** Jobs waiting in a pg-boss queue (route tests do not start pg-boss: they run handlers with runJob). */
export const queuedJobs = async <P>(ctx: AppContext, name: string): Promise<P[]> => {
  const { rows } = (await ctx.db.execute(
    sql`SELECT data FROM pgboss.job WHERE name = ${name} ORDER BY created_on`,
  )) as unknown as { rows: { data: P }[] };
  return rows.map((row) => row.data);
};

/** Runs one job's handler as a worker would. */
export const runJob = <P>(ctx: AppContext, job: JobDefinition<P>, payload: P) =>
  job.handler(payload, {
    id: 'test',
    name: job.name,
    attempt: 1,
    signal: new AbortController().signal,
    log: console as never,
    db: ctx.db,
    ctx,
  } as JobContext);

/** A loopback PayU and the real PayU adapter pointed at it (notifications go to a closed port unless told). */
export const payuForTests = async (
  publicUrl = 'http://127.0.0.1:9',
): Promise<{ emulator: PayuEmulator; payments: ReturnType<typeof createPayuProvider> }> => {
  const emulator = await startPayuEmulator();
  const payments = createPayuProvider({
    apiUrl: emulator.url,
    posId: TEST_POS.posId,
    clientId: TEST_POS.posId,
    clientSecret: TEST_POS.clientSecret,
    secondKey: TEST_POS.secondKey,
    publicUrl,
  });
  return { emulator, payments };
};

/** Creates the order at the emulator and pays it there (so that a refund can follow). */
export const paidAtEmulator = async (
  t: { emulator: PayuEmulator; payments: ReturnType<typeof createPayuProvider> },
  order: OrderRow,
) => {
  const created = await t.payments.createOrder({
    extOrderId: order.ext_order_id,
    totalAmount: order.amount,
    currency: 'PLN',
    description: order.title,
    buyer: { email: order.email, language: 'pl' },
    products: [{ name: order.title, unitPrice: order.amount, quantity: 1 }],
    customerIp: '10.0.0.1',
    validitySeconds: 900,
    continuePath: '/status-zamowienia/wydarzenie/' + order.ext_order_id,
  });
  await t.emulator.core.decide(
    created.providerOrderId,
    new URL(created.redirectUri).searchParams.get('token')!,
    'pay',
  );
  return created.providerOrderId;
};
