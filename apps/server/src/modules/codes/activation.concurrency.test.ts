import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { insertCode, insertItems, insertVideoGiftCode } from '../../../test/code-factories';
import { accessGrants } from '../access';
import { codes, userCodes } from './codes.table';

/**
 * Use limits under real concurrency (CONTEXT.md "Activation"): many viewers POST at once through
 * app.inject. On PostgreSQL the requests must really overlap in the database, not merely be sent
 * together: a separate connection holds the code's row lock while the burst starts, and is let go
 * only once several activations wait on it at the same moment (pg_stat_activity). On PGlite (one
 * connection) the transactions queue; the result must be the same.
 */
let t: TestApp;
let client = 0;
const from = () => `10.8.${Math.floor(++client / 250)}.${(client % 250) + 1}`;
const viewers = async (n: number) =>
  Promise.all(
    Array.from({ length: n }, async () => {
      const user = await createUser(t.ctx);
      return { user, token: await signIn(t.ctx, user) };
    }),
  );
const activate = (userId: number, token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/codes`,
    headers: auth(token),
    payload: { code },
    remoteAddress: from(),
  });

/** Runs the burst; on PostgreSQL with the code's row held until `waiting` activations queue on it together. */
const burst = async <T>(codeId: number, waiting: number, send: () => Promise<T>): Promise<T> => {
  if (t.database.kind !== 'postgres') return send();
  const holder = new pg.Client({ connectionString: t.database.url });
  const watcher = new pg.Client({ connectionString: t.database.url });
  await Promise.all([holder.connect(), watcher.connect()]);
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM codes WHERE id = $1 FOR UPDATE', [codeId]);
    const answers = send();
    let most = 0;
    for (const deadline = Date.now() + 20_000; most < waiting && Date.now() < deadline;) {
      const { rows } = await watcher.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
        [(await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid],
      );
      most = Math.max(most, rows[0]!.n);
      if (most < waiting) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await holder.query('COMMIT');
    expect(most, 'activations waiting on the code row at one moment').toBeGreaterThanOrEqual(waiting);
    return await answers;
  } finally {
    await Promise.all([holder.end(), watcher.end()]);
  }
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const state = async (codeId: number) => ({
  uses: (await t.ctx.db.select({ uses: codes.uses }).from(codes).where(eq(codes.id, codeId)))[0]!.uses,
  activations: (await t.ctx.db.select().from(userCodes).where(eq(userCodes.code_id, codeId))).length,
});

describe('activation at the limit, many viewers at once', () => {
  it('a code limited to 5 uses, 17 viewers at once: exactly 5 activations, 12 told it is used up', async () => {
    const code = await insertCode(t.ctx, { use_limit: 5 });
    const people = await viewers(17);
    // The test database's pool has 5 connections: up to 5 transactions can wait on the row together.
    const answers = await burst(code.id, 3, () =>
      Promise.all(people.map(({ user, token }) => activate(user.id, token, code.code))),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    const losers = answers.filter((res) => res.statusCode !== 200);
    expect(losers.map((res) => [res.statusCode, res.json().message])).toEqual(
      Array.from({ length: 12 }, () => [409, 'Kod został już wykorzystany.']),
    );
    expect(await state(code.id)).toEqual({ uses: 5, activations: 5 });
  });

  it('a single-use gift code redeemed by 10 viewers at once gives one access', async () => {
    const { video } = await insertItems(t.ctx);
    const code = await insertVideoGiftCode(t.ctx, video.id);
    const people = await viewers(10);
    const answers = await burst(code.id, 3, () =>
      Promise.all(people.map(({ user, token }) => activate(user.id, token, code.code))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await state(code.id)).toEqual({ uses: 1, activations: 1 });
    expect(
      await t.ctx.db.select().from(accessGrants).where(eq(accessGrants.video_id, video.id)),
    ).toHaveLength(1);
  });

  it('one viewer sending the same code three times at once activates it once', async () => {
    const code = await insertCode(t.ctx, { use_limit: 10 });
    const [one] = await viewers(1);
    const answers = await burst(code.id, 2, () =>
      Promise.all([1, 2, 3].map(() => activate(one!.user.id, one!.token, code.code))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await state(code.id)).toEqual({ uses: 1, activations: 1 });
  });
});
