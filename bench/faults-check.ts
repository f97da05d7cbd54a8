// After the fault script's load (bench/faults.ts), run with the instances' environment (its
// database, the PayU adapter pointed at the emulator):
//   --repair   first runs the product's own repairs as their cron jobs would once every order's
//              window has passed (reconciliation asks the provider about unpaid orders after 15
//              minutes; hold release cancels expired holds): the clock they are given is moved on
//              by the reservation window and reconciliation's age, nothing else is changed;
//   then reads what the invariants need and writes it (JSON, FaultFacts) to --out.
//   tsx bench/faults-check.ts [--repair] --out=F
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';
import { executeRows } from '../apps/server/src/db/client';
import { buildApp } from '../apps/server/src/app';
import { reconcileOrders, releaseExpiredHolds } from '../apps/server/src/modules/orders';
import { RECONCILE_AFTER_MS } from '../apps/server/src/modules/orders/reconcile.job';

export type FaultOrder = {
  ext_order_id: string;
  status: string;
  event_id: number | null;
  has_access: boolean;
  confirmations: number;
  confirmations_sent: number;
};
export type FaultFacts = {
  repaired: { reconciled: number; released: number; failed: number } | null;
  stock: { event_id: number; ticket_limit: number; held: number; holding: number }[];
  orders: FaultOrder[];
  outbox: Record<string, number>;
  /** Confirmation e-mails still waiting, with when they are due (ISO). */
  outboxWaiting: { status: string; next_attempt_at: string; attempts: number; last_error: string | null }[];
  jobs: { name: string; state: string; n: number }[];
};

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const config = loadConfig();
const database = await openDatabase(config);

let repaired: FaultFacts['repaired'] = null;
if (process.argv.includes('--repair')) {
  const { app, ctx } = await buildApp({ config, database, serveWeb: false, logger: false });
  const later = new Date(
    Date.now() + config.ORDER_RESERVATION_MINUTES * 60_000 + RECONCILE_AFTER_MS + 60_000,
  );
  const log = app.log;
  const reconciled = await reconcileOrders(ctx, { log, now: later });
  const released = await releaseExpiredHolds(ctx, { log, now: later });
  repaired = {
    reconciled: reconciled.moved,
    released: released.moved,
    failed: reconciled.failed + released.failed,
  };
  await app.close();
}

const rows = <T>(query: ReturnType<typeof sql>) => executeRows<T>(database.db, query);
const facts: FaultFacts = {
  repaired,
  stock: await rows(sql`
    SELECT s.event_id, s.ticket_limit, s.held,
      (SELECT count(*) FROM orders o WHERE o.event_id = s.event_id AND (o.holds_ticket OR o.status = 'COMPLETED'))::int AS holding
    FROM ticket_stock s ORDER BY s.event_id`),
  orders: await rows(sql`
    SELECT o.ext_order_id, o.status, o.event_id,
      EXISTS (SELECT 1 FROM access_grants a WHERE a.id = o.access_id) AS has_access,
      (SELECT count(*) FROM email_outbox m WHERE m.template = 'order_confirmation'
        AND m.payload->>'orderNumber' = o.ext_order_id)::int AS confirmations,
      (SELECT count(*) FROM email_outbox m WHERE m.template = 'order_confirmation'
        AND m.payload->>'orderNumber' = o.ext_order_id AND m.status = 'sent')::int AS confirmations_sent
    FROM orders o ORDER BY o.id`),
  outbox: Object.fromEntries(
    (
      await rows<{ status: string; n: number }>(
        sql`SELECT status, count(*)::int AS n FROM email_outbox GROUP BY status`,
      )
    ).map((row) => [row.status, row.n]),
  ),
  outboxWaiting: (
    await rows<FaultFacts['outboxWaiting'][number] & { next_attempt_at: Date }>(sql`
      SELECT status, next_attempt_at, attempts, last_error FROM email_outbox
      WHERE template = 'order_confirmation' AND status <> 'sent' ORDER BY next_attempt_at`)
  ).map((row) => ({ ...row, next_attempt_at: new Date(row.next_attempt_at).toISOString() })),
  jobs: await rows(sql`
    SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job
    GROUP BY name, state ORDER BY name, state`),
};
await fs.writeFile(option('out')!, JSON.stringify(facts));
await database.close();
process.exit(0);
