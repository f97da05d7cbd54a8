// `npm run bench:faults [-- --rate=120 --arrival-seconds=200 --instances=2 …]`: the premiere-night
// load (bench/premiere-load.ts: sign-in, home, event page, a limited ticket bought through the PayU
// adapter, the order polled, watch mode with segments from the bucket) against built instances
// behind nginx, while the script breaks, one at a time (bench/faults-plan.ts): an instance
// SIGKILLed and started again, PostgreSQL restarted, Redis stopped for 30 s, the S3 server and
// SMTP failing for a while; PayU sends every notification twice, the last status first, the whole
// time. Every service is the script's own (bench/faults-world.ts): the machine's PostgreSQL and
// Redis are never touched. Afterwards it waits for PayU's resends and the outbox, runs the
// product's reconciliation and hold release as their cron jobs would once the windows have
// passed, and checks (bench/faults-invariants.ts): no ticket oversold; every paid order has its
// access and one confirmation e-mail (outbox and SMTP server); no order left open; PayU and the
// database agree; no job or e-mail given up; errors seen by viewers only inside the fault
// windows (bench/faults-windows.ts: counted and printed per window). Exits 1 on a breach.
// Figures: bench/results/faults-*.{json,md}; history: bench/NOTES.md. About 8 minutes: not in CI.
import os from 'node:os';
import { renderMail } from '../apps/server/src/adapters/mailer';
import { runRate, loadAverage } from './premiere-load';
import { saveResult } from './premiere-report';
import { prepareFaultWorld, type FaultWorld } from './faults-world';
import { FAULT_NAMES, faultPlan, runFaultPlan } from './faults-plan';
import { errorsByWindow, OUTSIDE, windowsTable } from './faults-windows';
import { judge, SETTLED } from './faults-invariants';
import type { FaultFacts } from './faults-check';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const number = (name: string, fallback: number) => Number(option(name) ?? fallback);
const rate = number('rate', 120);
const arrivalSeconds = number('arrival-seconds', 200);
const viewers = Math.round((rate * arrivalSeconds) / 60);
const settings = {
  instances: number('instances', 2),
  redisSeconds: number('redis-seconds', 30),
  failSeconds: number('fail-seconds', 20),
  calmSeconds: number('calm-seconds', 15),
  graceSeconds: number('grace-seconds', 5),
  settleSeconds: number('settle-seconds', 180),
  // 8 in 10 buyers pay: the last tickets go near the load's end, during the last faults.
  tickets: number('tickets', Math.round(viewers * 0.8 * 0.85)),
};
const log = (line: string) => console.log(`[faults] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The confirmation's subject before the item's title (the viewers' language is Polish). */
const CONFIRMATION = renderMail('order_confirmation', 'pl', {
  firstname: '',
  title: '',
  amount: '',
  orderNumber: '',
  window: '',
  link: 'https://scena.test/',
}).subject.trim();

/** Every order settled and every paid one's confirmation sent, or the time is up: the last facts. */
const settle = async (world: FaultWorld, seconds: number): Promise<FaultFacts> => {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const facts = await world.facts(false);
    const open = facts.orders.filter((o) => !SETTLED.has(o.status)).length;
    const unsent = facts.orders.filter((o) => o.status === 'COMPLETED' && o.confirmations_sent !== 1).length;
    if ((open === 0 && unsent === 0) || Date.now() > deadline) {
      log(`settled: ${open} order(s) open, ${unsent} confirmation(s) not sent yet`);
      return facts;
    }
    await sleep(5_000);
  }
};

log(
  `${viewers} viewers over ${arrivalSeconds} s (${rate}/min), ${settings.tickets} tickets, ${settings.instances} instances`,
);
const world = await prepareFaultWorld({ instances: settings.instances, viewers, tickets: settings.tickets });
// Whatever ends this script also ends what it started (instances, nginx, Redis, PostgreSQL, PayU).
const abort = (why: unknown) => {
  console.error(why);
  void world.close().finally(() => process.exit(1));
};
process.once('uncaughtException', abort);
process.once('SIGINT', abort);
process.once('SIGTERM', abort);
// A run that throws (a service that never came back) is a breach too.
let breached: boolean | undefined;
try {
  const loadStart = Date.now();
  const loadBefore = loadAverage();
  const [load, windows] = await Promise.all([
    runRate(
      {
        baseUrl: world.cluster.url,
        checkoutUrl: world.checkoutUrl,
        secret: world.secret,
        password: world.password,
        hostedVideoId: world.hostedVideoId,
        payOfTen: 8,
        watchSeconds: 10,
        sessionCheckSeconds: 5,
        arrivalSeconds,
        processes: 2,
        ownAddresses: true,
      },
      rate,
      world.eventId,
    ),
    runFaultPlan(
      faultPlan(world, settings, option('faults')?.split(',') ?? FAULT_NAMES),
      loadStart,
      settings.calmSeconds,
      log,
    ),
  ]);
  const loadAfter = loadAverage();
  log(`load done after ${((Date.now() - loadStart) / 1000).toFixed(0)} s: ${JSON.stringify(load.outcomes)}`);
  const before = await settle(world, settings.settleSeconds);
  const facts = await world.facts(true);
  const payu = new Map((await world.payuOrders()).map((o) => [o.extOrderId, o.status]));
  const delivered = new Map<string, number>();
  for (const mail of world.smtp.received.filter((m) => m.subject.startsWith(CONFIRMATION)))
    for (const order of facts.orders)
      if (mail.text.includes(order.ext_order_id))
        delivered.set(order.ext_order_id, (delivered.get(order.ext_order_id) ?? 0) + 1);
  const rows = errorsByWindow(load.failures, windows, {
    graceMs: settings.graceSeconds * 1000,
    loadStart,
  });
  const errorsOutside = rows.find((row) => row.name === OUTSIDE)!.errors;
  const verdict = judge({ facts, payu, delivered, errorsOutside });
  breached = verdict.breaches.length > 0;

  const statuses: Record<string, number> = {};
  for (const order of facts.orders) statuses[order.status] = (statuses[order.status] ?? 0) + 1;
  const table = windowsTable(rows);
  const heading = `Fault script, ${new Date().toISOString()}: ${viewers} viewers at ${rate}/min, ${settings.instances} instances on PostgreSQL behind nginx, ${os.cpus().length} cores, load average ${loadBefore.join('/')} before, ${loadAfter.join('/')} after`;
  const summary = [
    heading,
    '',
    table,
    '',
    `Viewers: ${JSON.stringify(load.outcomes)}`,
    `Orders: ${JSON.stringify(statuses)}; before the repair pass ${before.orders.filter((o) => !SETTLED.has(o.status)).length} open; the repair moved ${JSON.stringify(facts.repaired)}`,
    `E-mails: outbox ${JSON.stringify(facts.outbox)}, confirmations delivered ${[...delivered.values()].reduce((a, b) => a + b, 0)} for ${facts.orders.filter((o) => o.status === 'COMPLETED').length} paid orders; SMTP connections cut ${world.smtpProxy.cut}, S3 connections cut ${world.s3Proxy.cut}`,
    `Jobs: ${facts.jobs.map((j) => `${j.name} ${j.state} ${j.n}`).join(', ')}`,
    ...verdict.notes.map((note) => `Note: ${note}`),
    breached ? `BREACHES:\n${verdict.breaches.map((b) => `- ${b}`).join('\n')}` : 'No breach.',
  ].join('\n');
  console.log(`\n${summary}\n`);
  for (const row of rows.filter((r) => r.examples.length > 0))
    console.log(`${row.name}, e.g.: ${row.examples.join(' | ')}`);
  const md = saveResult('faults', 'md', `${summary}\n`);
  saveResult(
    'faults',
    'json',
    JSON.stringify(
      {
        at: new Date().toISOString(),
        settings,
        rate,
        viewers,
        loadBefore,
        loadAfter,
        windows,
        rows,
        load,
        facts,
        verdict,
      },
      null,
      2,
    ),
  );
  log(`→ ${md}`);
} finally {
  // On a breach or a failed run, what each instance printed (its warnings and errors) goes beside the results.
  if (breached !== false)
    for (const instance of world.cluster.instances)
      log(
        `${instance.name}'s output → ${saveResult(`faults-instance-${instance.n}`, 'log', instance.output())}`,
      );
  await world.close();
}
process.exit(breached === false ? 0 : 1);
