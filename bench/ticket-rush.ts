// `npm run bench:tickets [-- --postgres --rounds=20 --buyers=1000 --tickets=100 --warmup-buyers=100]`: the ticket rush
// (issue 8: the load target of a premiere's ticket sale). The whole app listens on loopback with the
// real PayU adapter against the PayU emulator (in a process of its own); each round puts a fresh event
// with 100 tickets on sale and 1,000 signed-in buyers POST /api/payments/{id} at the same moment
// over HTTP. Judged every round:
//   - exactly `tickets` orders hold a ticket and ticket_stock.held = tickets (never more: oversold;
//     never fewer: a winner lost), exactly `tickets` answers 200 and the rest 409 no_tickets, no 5xx;
//   - the losers are told no_tickets within 1 s at p99;
//   - reservations per minute >= 3,000: the tickets taken / the time until the last winner's answer.
// Everything is judged on both databases (`--no-judge-timing` prints the two timing limits
// without judging them, for a machine known to be busy).
// The provider call's timeout is raised to 2 minutes: on a loaded machine the emulator
// can answer later than the adapter's 15 s, and a cancelled order would then leave its ticket unsold.
// Rate limits are off (RATE_LIMIT_DISABLED): every buyer comes from 127.0.0.1 here, and the bench
// measures the purchase path, not the limiter. Prints a table, writes bench/results/ticket-rush-<db>.json,
// exits 1 on a breach.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { execute, openBenchDatabase } from './bench-database';
import * as rush from './rush';
import { createPayuProvider } from '../apps/server/src/adapters/payments';
import { TEST_POS } from '../apps/server/src/adapters/payments/testing/payu-emulator';
import { startPayu } from './premiere-parts';
import { events, videos } from '../apps/server/src/modules/catalog';

const ROUNDS = rush.arg('rounds', 20);
const BUYERS = rush.arg('buyers', 1_000);
const TICKETS = rush.arg('tickets', 100);
const WARMUP_BUYERS = rush.arg('warmup-buyers', 100);
const LOSER_P99_MS = 1_000;
const MIN_RESERVATIONS_PER_MINUTE = 3_000;

const open = () => openBenchDatabase({ postgres: rush.onPostgres, name: 'tickets', poolSize: 10 });

/** Every buyer's purchase of the event at once (bench/rush.ts: from a worker thread). */
const buyAll = (address: string, eventId: number, tokens: string[]) =>
  rush.burst(
    address,
    tokens.map((token) => ({ path: `/api/payments/${eventId}`, token, body: { consent: true } })),
  );

// PayU in a process of its own, as it is another machine (bench/premiere-payu.ts), as in the
// premiere and webhook benches: its HTTP work for the winners' orders is not the server's.
const { payu, ready } = await startPayu();
const { database, done } = await open();
const { db } = database;
const problems: string[] = [];
const rounds: Record<string, number | string>[] = [];
try {
  const { app, ctx, address, payments } = await rush.startRushApp(database, {
    payments: (config) =>
      createPayuProvider({
        apiUrl: ready.emulatorUrl,
        posId: TEST_POS.posId,
        clientId: TEST_POS.posId,
        clientSecret: TEST_POS.clientSecret,
        secondKey: TEST_POS.secondKey,
        publicUrl: config.PUBLIC_URL,
        timeoutMs: 120_000,
      }),
  });
  // One order before the rush: the adapter's OAuth token is fetched now (a server that has sold
  // before holds one), not by the first winner while 1,000 requests crowd the event loop.
  await payments.createOrder({
    extOrderId: `WARMUP${process.pid}`.padEnd(24, '0').slice(0, 24),
    totalAmount: 100,
    currency: 'PLN',
    description: 'warm-up',
    buyer: { email: 'a@example.com', language: 'pl' },
    products: [{ name: 'warm-up', unitPrice: 100, quantity: 1 }],
    customerIp: '127.0.0.1',
    validitySeconds: 900,
    continuePath: '/',
  });

  // The buyers: verified viewers with a session each.
  const tokens = (
    await rush.signedInViewers({ database, ctx }, BUYERS, (i) => `kupujacy${i}@example.com`)
  ).map((viewer) => viewer.token);
  const [video] = await db
    .insert(videos)
    .values({ title: 'Wesele', slug: `wesele-${process.pid}`, video_link: '123', price_grosze: 2500 })
    .returning();

  console.log(
    `ticket rush on ${database.kind}: ${ROUNDS} rounds, ${BUYERS} buyers, ${TICKETS} tickets, ${address}`,
  );
  // A server that has sold before: a small sale (WARMUP_BUYERS for a tenth as many tickets) runs
  // the purchase path once, so that what the first round measures is the rush, not the first
  // compilation of every function and serializer on the path (a premiere's rush meets a server
  // that has been up for hours). Printed, not judged: `--warmup-buyers=0` measures a cold start.
  if (WARMUP_BUYERS > 0) {
    const [warmEvent] = await db
      .insert(events)
      .values({
        title: 'Próba',
        slug: `proba-${process.pid}`,
        video_id: video!.id,
        price_grosze: 2500,
        date_from: '2030-06-09',
        date_to: '2030-06-09',
        time_from: '19:00',
        time_to: '21:00',
        available_tickets: Math.max(1, Math.round(WARMUP_BUYERS / 10)),
      })
      .returning();
    const warm = await buyAll(address, warmEvent!.id, tokens.slice(0, WARMUP_BUYERS));
    console.log(
      `warm-up: ${WARMUP_BUYERS} buyers, ${warm.filter((a) => a.status === 200).length} sold, slowest answer ${Math.round(Math.max(...warm.map((a) => a.ms)))} ms (not judged)`,
    );
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    const [event] = await db
      .insert(events)
      .values({
        title: `Premiera ${round}`,
        slug: `premiera-${round}-${process.pid}`,
        video_id: video!.id,
        price_grosze: 2500,
        date_from: '2030-06-10',
        date_to: '2030-06-10',
        time_from: '19:00',
        time_to: '21:00',
        available_tickets: TICKETS,
      })
      .returning();
    const answers = await buyAll(address, event!.id, tokens);
    const winners = answers.filter((a) => a.status === 200);
    const losers = answers.filter((a) => a.status === 409 && a.type === 'no_tickets');
    const other = answers.filter((a) => a.status !== 200 && !(a.status === 409 && a.type === 'no_tickets'));
    const [stock] = (await execute(db, sql`SELECT held FROM ticket_stock WHERE event_id = ${event!.id}`))
      .rows as { held: number }[];
    const [holding] = (
      await execute(
        db,
        sql`SELECT count(*)::int AS n FROM orders WHERE event_id = ${event!.id} AND holds_ticket`,
      )
    ).rows as { n: number }[];
    const lastWinnerMs = Math.max(...winners.map((a) => a.at));
    const perMinute = winners.length / (lastWinnerMs / 60_000);
    const loserP99 = rush.percentile(
      losers.map((a) => a.ms),
      99,
    );
    const row = {
      round,
      winners: winners.length,
      no_tickets: losers.length,
      other: other.length,
      held: Number(stock?.held),
      orders_holding: Number(holding?.n),
      loser_p50_ms: Math.round(
        rush.percentile(
          losers.map((a) => a.ms),
          50,
        ),
      ),
      loser_p99_ms: Math.round(loserP99),
      winner_p99_ms: Math.round(
        rush.percentile(
          winners.map((a) => a.ms),
          99,
        ),
      ),
      round_ms: Math.round(Math.max(...answers.map((a) => a.at))),
      reservations_per_minute: Math.round(perMinute),
      // The machine beside each round: these machines are shared, and a round's time swings with them.
      loadavg_1m: Number(os.loadavg()[0]!.toFixed(2)),
    };
    rounds.push(row);
    rush.printRow(row);
    if (winners.length !== TICKETS || Number(stock?.held) !== TICKETS || Number(holding?.n) !== TICKETS)
      problems.push(
        `round ${round}: ${winners.length} answers 200, held ${stock?.held}, ${holding?.n} orders holding (expected ${TICKETS})`,
      );
    if (losers.length !== BUYERS - TICKETS)
      problems.push(
        `round ${round}: ${losers.length} told no_tickets, ${other.length} other answers (${[...new Set(other.map((a) => a.status))].join(', ')})`,
      );
    if (rush.judgeTiming && loserP99 > LOSER_P99_MS)
      problems.push(
        `round ${round}: losers told no_tickets in ${loserP99.toFixed(0)} ms at p99 (limit ${LOSER_P99_MS})`,
      );
    if (rush.judgeTiming && perMinute < MIN_RESERVATIONS_PER_MINUTE)
      problems.push(
        `round ${round}: ${perMinute.toFixed(0)} reservations per minute (at least ${MIN_RESERVATIONS_PER_MINUTE})`,
      );
  }
  // Why any order was cancelled (a provider refusal is recorded in its history note).
  const cancelled = (
    await execute(
      db,
      sql`SELECT note, count(*)::int AS n FROM order_history WHERE to_status = 'CANCELED' GROUP BY note`,
    )
  ).rows as { note: string; n: number }[];
  for (const row of cancelled) console.log(`cancelled ${row.n}× ${row.note}`);
  await app.close();
} finally {
  await done();
  payu.send('stop');
}

const summary = {
  database: database.kind,
  rounds: ROUNDS,
  buyers: BUYERS,
  tickets: TICKETS,
  limits: {
    loser_p99_ms: LOSER_P99_MS,
    reservations_per_minute: MIN_RESERVATIONS_PER_MINUTE,
    timing_judged: rush.judgeTiming,
  },
  machine: { cpus: os.cpus().length, loadavg_at_end: os.loadavg().map((n) => Number(n.toFixed(2))) },
  worst: {
    loser_p99_ms: Math.max(...rounds.map((r) => Number(r.loser_p99_ms))),
    reservations_per_minute: Math.min(...rounds.map((r) => Number(r.reservations_per_minute))),
  },
  node: process.version,
  at: new Date().toISOString(),
  rounds_detail: rounds,
  problems,
};
const out = await rush.writeResults('ticket-rush', database.kind, summary);
console.log(
  `worst loser p99 ${summary.worst.loser_p99_ms} ms, worst ${summary.worst.reservations_per_minute} reservations/min, load average ${summary.machine.loadavg_at_end.join(' ')} → ${out}`,
);
rush.finish('ticket rush', problems);
