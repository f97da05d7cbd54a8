// `npm run bench:codes [-- --postgres --rounds=10 --viewers=1000 --uses=100 --warmup-viewers=100]`: the
// code rush (issue 22: "1,000 viewers redeeming a 100-use code at once use it exactly 100 times in
// every round, on both databases, with the losers answered within 1 s at p99"). The whole app
// listens on loopback; each round makes a fresh discount code limited to `uses` activations and
// 1,000 signed-in viewers POST /api/users/{their id}/codes with it at the same moment over HTTP
// (sent from a worker thread, so the load generator does not take the server's event loop).
// Judged every round:
//   - exactly `uses` answers 200 and `uses` activation rows, codes.uses = `uses` (never more: a
//     limit broken; never fewer: a winner lost), the rest 409 code_used_up, no other answer;
//   - the losers are told within 1 s at p99 (`--no-judge-timing` prints it without judging, for a
//     machine known to be busy).
// Rate limits are off (RATE_LIMIT_DISABLED): every viewer comes from 127.0.0.1 here, and the bench
// measures activation, not the limiter. Prints a line a round and the load average, writes
// bench/results/codes-redeem-<db>.json, exits 1 on a breach.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { execute, openBenchDatabase } from './bench-database';
import * as rush from './rush';
import { codes } from '../apps/server/src/modules/codes';

const ROUNDS = rush.arg('rounds', 10);
const VIEWERS = rush.arg('viewers', 1_000);
const USES = rush.arg('uses', 100);
const WARMUP_VIEWERS = rush.arg('warmup-viewers', 100);
const LOSER_P99_MS = 1_000;

const open = () => openBenchDatabase({ postgres: rush.onPostgres, name: 'codes', poolSize: 10 });

/** Every viewer activates the code at once (bench/rush.ts: from a worker thread). */
const activateAll = (address: string, code: string, viewers: rush.Viewer[]) =>
  rush.burst(
    address,
    viewers.map(({ id, token }) => ({ path: `/api/users/${id}/codes`, token, body: { code } })),
  );

const { database, done } = await open();
const { db } = database;
const problems: string[] = [];
const rounds: Record<string, number | string>[] = [];
try {
  const { app, ctx, address } = await rush.startRushApp(database);

  // The viewers: verified accounts with a session each.
  const viewers = await rush.signedInViewers({ database, ctx }, VIEWERS, (i) => `kodowicz${i}@example.com`);
  const newCode = async (text: string, limit: number) => {
    await db.insert(codes).values({
      code: text,
      kind: 'discount',
      description: 'bench',
      discount_percent: 20,
      product_type: 'any',
      use_limit: limit,
    });
    return text;
  };

  console.log(
    `code rush on ${database.kind}: ${ROUNDS} rounds, ${VIEWERS} viewers, ${USES} uses, ${address}`,
  );
  // A server that has served activations before (the first compilation of the path is not the rush).
  if (WARMUP_VIEWERS > 0) {
    const warm = await activateAll(
      address,
      await newCode(`ROZGRZEWKA${process.pid}`, Math.max(1, Math.round(WARMUP_VIEWERS / 10))),
      viewers.slice(0, WARMUP_VIEWERS),
    );
    console.log(
      `warm-up: ${WARMUP_VIEWERS} viewers, ${warm.filter((a) => a.status === 200).length} activated, slowest ${Math.round(Math.max(...warm.map((a) => a.ms)))} ms (not judged)`,
    );
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    const text = await newCode(`RUNDA${round}X${process.pid}`, USES);
    const answers = await activateAll(address, text, viewers);
    const winners = answers.filter((a) => a.status === 200);
    const losers = answers.filter((a) => a.status === 409 && a.type === 'code_used_up');
    const other = answers.filter((a) => a.status !== 200 && !(a.status === 409 && a.type === 'code_used_up'));
    const [state] = (
      await execute(
        db,
        sql`SELECT c.uses, (SELECT count(*)::int FROM user_codes u WHERE u.code_id = c.id) AS activations
              FROM codes c WHERE c.code = ${text}`,
      )
    ).rows as { uses: number; activations: number }[];
    const loserMs = losers.map((a) => a.ms);
    const row = {
      round,
      activated: winners.length,
      used_up: losers.length,
      other: other.length,
      uses: Number(state?.uses),
      activations: Number(state?.activations),
      loser_p50_ms: Math.round(rush.percentile(loserMs, 50)),
      loser_p95_ms: Math.round(rush.percentile(loserMs, 95)),
      loser_p99_ms: Math.round(rush.percentile(loserMs, 99)),
      winner_p99_ms: Math.round(
        rush.percentile(
          winners.map((a) => a.ms),
          99,
        ),
      ),
      round_ms: Math.round(Math.max(...answers.map((a) => a.at))),
      loadavg_1m: Number(os.loadavg()[0]!.toFixed(2)),
    };
    rounds.push(row);
    rush.printRow(row);
    if (winners.length !== USES || row.uses !== USES || row.activations !== USES)
      problems.push(
        `round ${round}: ${winners.length} answers 200, uses ${row.uses}, ${row.activations} activations (expected ${USES})`,
      );
    if (losers.length !== VIEWERS - USES)
      problems.push(
        `round ${round}: ${losers.length} told code_used_up, ${other.length} other answers (${[...new Set(other.map((a) => `${a.status} ${a.type ?? ''}`))].join(', ')})`,
      );
    if (rush.judgeTiming && row.loser_p99_ms > LOSER_P99_MS)
      problems.push(`round ${round}: losers told in ${row.loser_p99_ms} ms at p99 (limit ${LOSER_P99_MS})`);
  }
  await app.close();
} finally {
  await done();
}

const worst = (key: string) => Math.max(...rounds.map((r) => Number(r[key])));
const summary = {
  database: database.kind,
  rounds: ROUNDS,
  viewers: VIEWERS,
  uses: USES,
  limits: { loser_p99_ms: LOSER_P99_MS, timing_judged: rush.judgeTiming },
  machine: { cpus: os.cpus().length, loadavg_at_end: os.loadavg().map((n) => Number(n.toFixed(2))) },
  worst: {
    loser_p50_ms: worst('loser_p50_ms'),
    loser_p95_ms: worst('loser_p95_ms'),
    loser_p99_ms: worst('loser_p99_ms'),
  },
  node: process.version,
  at: new Date().toISOString(),
  rounds_detail: rounds,
  problems,
};
const out = await rush.writeResults('codes-redeem', database.kind, summary);
console.log(
  `worst losers p50/p95/p99 ${summary.worst.loser_p50_ms}/${summary.worst.loser_p95_ms}/${summary.worst.loser_p99_ms} ms, load average ${summary.machine.loadavg_at_end.join(' ')} → ${out}`,
);
rush.finish('code rush', problems);
