import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import type { AppContext } from '../context';
import { createTestDatabase } from '../../test/test-db';
import { createBoss, syncQueues } from './boss';
import { enqueue } from './enqueue';
import { createJobRunner, type JobRunner } from './worker';
import { DEAD_LETTER_QUEUE, defineJob, type JobDefinition } from './definition';

const log = Fastify({ logger: false }).log;
const noop = async () => {};
// Queues these tests use; the template has pg-boss's schema, so creating them is all that is needed.
const plain = defineJob<{ order: number } | null>({ name: 'test.plain', handler: noop });
const single = defineJob<{ n: number }>({ name: 'test.single', policy: 'exclusive', handler: noop });
const backoff = defineJob<null>({
  name: 'test.backoff',
  maxAttempts: 3,
  retryDelaySeconds: 4,
  handler: noop,
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const queues: JobDefinition<any>[] = [plain, single, backoff];

describe('job queue (pg-boss)', () => {
  let database: Database;
  /** Not a worker: sends, fetches and inspects like an admin tool. */
  let admin: PgBoss;
  const runners: JobRunner[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const startRunner = async (definitions: JobDefinition<any>[]) => {
    const ctx = { database, db: database.db } as AppContext;
    // Short intervals keep the waits below small; nothing here waits for a fixed time.
    const runner = await createJobRunner({
      ctx,
      log,
      definitions,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 5_000,
      boss: { superviseIntervalSeconds: 1 },
    });
    runners.push(runner);
    return runner;
  };
  const jobs = (name: string) => admin.findJobs<Record<string, unknown> | null>(name);

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createBoss(database, { supervise: false, schedule: false, registerInstance: false });
    await admin.start();
    await syncQueues(admin, queues);
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await admin.stop({ graceful: false });
    await database.close();
  });

  it('enqueues atomically with the caller’s transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, plain.name, { order: 1 });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    expect(await jobs(plain.name)).toHaveLength(0);
    const id = await database.db.transaction((tx) => enqueue(tx, plain.name, { order: 2 }));
    expect((await jobs(plain.name)).map((job) => [job.id, job.data, job.state])).toEqual([
      [id, { order: 2 }, 'created'],
    ]);
  });

  it('keeps one waiting job per singleton key on an exclusive queue, and refuses a key on a standard one', async () => {
    expect(await enqueue(database.db, single.name, { n: 1 }, { singletonKey: 'k' })).toBeTypeOf('string');
    expect(await enqueue(database.db, single.name, { n: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await enqueue(database.db, single.name, { n: 3 }, { singletonKey: 'other' })).toBeTypeOf('string');
    expect((await jobs(single.name)).map((job) => job.data)).toEqual([{ n: 1 }, { n: 3 }]);
    await expect(enqueue(database.db, plain.name, null, { singletonKey: 'k' })).rejects.toThrow(/exclusive/);
    await expect(enqueue(database.db, 'test.unknown', null)).rejects.toThrow(/does not exist/);
  });

  it('keeps runAt and maxAttempts on the job', async () => {
    const runAt = new Date(Date.now() + 3_600_000);
    const id = await enqueue(database.db, backoff.name, null, { runAt, maxAttempts: 7 });
    const [job] = await admin.findJobs(backoff.name, { id: id! });
    expect(job).toMatchObject({
      startAfter: runAt,
      retryLimit: 6,
      retryBackoff: true,
      retryDelay: 4,
      retryDelayMax: 3_600,
      deadLetter: DEAD_LETTER_QUEUE,
    });
    // Not fetched before it is due.
    expect(await admin.fetch(backoff.name)).toHaveLength(0);
    await admin.deleteJob(backoff.name, id!);
  });

  it('retries with exponential back-off, then fails the job with its last error and copies it to the dead letters', async () => {
    const id = (await enqueue(database.db, backoff.name, { order: 9 }))!;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      // The back-off is pg-boss's: fetching it anyway (ignoreStartAfter) stands in for waiting.
      const [claimed] = await admin.fetch(backoff.name, { ignoreStartAfter: true });
      expect(claimed!.id).toBe(id);
      const failedAt = Date.now();
      await admin.fail(backoff.name, claimed!, { message: `payment provider down (${attempt})` });
      const [job] = await admin.findJobs(backoff.name, { id });
      if (attempt < 3) {
        expect(job!.state).toBe('retry');
        delays.push((job!.startAfter.getTime() - failedAt) / 1000);
      } else {
        expect(job).toMatchObject({ state: 'failed', output: { message: 'payment provider down (3)' } });
      }
    }
    // retryDelay × 2^n / 2 … × 2^n (jitter): 4–8 s, then 8–16 s.
    expect(delays[0]).toBeGreaterThanOrEqual(3);
    expect(delays[0]).toBeLessThanOrEqual(8.5);
    expect(delays[1]).toBeGreaterThanOrEqual(7);
    expect(delays[1]).toBeLessThanOrEqual(16.5);
    const dead = (await jobs(DEAD_LETTER_QUEUE)).filter((job) => job.sourceId === id);
    expect(dead).toMatchObject([{ data: { order: 9 }, sourceName: backoff.name, state: 'created' }]);
  });

  it('runs the handler; a handler that throws on its last attempt leaves the job failed with the error', async () => {
    const seen: unknown[] = [];
    const ok = defineJob<{ n: number }>({
      name: 'test.ok',
      handler: async (payload, job) => void seen.push({ ...payload, attempt: job.attempt }),
    });
    const broken = defineJob<null>({
      name: 'test.broken',
      maxAttempts: 1,
      handler: () => Promise.reject(new Error('template missing')),
    });
    await startRunner([ok, broken]);
    await enqueue(database.db, ok.name, { n: 1 });
    const id = (await enqueue(database.db, broken.name, null))!;
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([{ n: 1, attempt: 1 }]);
    await expect
      .poll(async () => (await admin.findJobs(broken.name, { id }))[0]?.state, { timeout: 10_000 })
      .toBe('failed');
    expect((await admin.findJobs(broken.name, { id }))[0]!.output).toMatchObject({
      message: 'template missing',
    });
    expect((await jobs(DEAD_LETTER_QUEUE)).some((job) => job.sourceId === id)).toBe(true);
  });

  it('never runs one job twice when two instances share the database (200 jobs)', async () => {
    const calls = new Map<string, number>();
    const byRunner = [0, 0];
    const race = (index: number) =>
      defineJob<{ i: number }>({
        name: 'test.race',
        concurrency: 7,
        handler: async (_payload, job) => {
          calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
          byRunner[index]! += 1;
          await new Promise((resolve) => setImmediate(resolve));
        },
      });
    await syncQueues(admin, [race(0)]);
    await admin.insert(
      'test.race',
      Array.from({ length: 200 }, (_, i) => ({ data: { i } })),
    );
    await Promise.all([startRunner([race(0)]), startRunner([race(1)])]);
    await expect
      .poll(async () => (await jobs('test.race')).filter((job) => job.state === 'completed').length, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(200);
    expect(calls.size).toBe(200);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect(byRunner[0]! + byRunner[1]!).toBe(200);
  });

  it('retries a job whose worker died once it has expired; the dead claim cannot settle it', async () => {
    let calls = 0;
    const job = defineJob<null>({
      name: 'test.expire',
      expireInSeconds: 60,
      retryDelaySeconds: 0,
      handler: async () => void (calls += 1),
    });
    await syncQueues(admin, [job]);
    const id = (await enqueue(database.db, job.name, null))!;
    const [dead] = await admin.fetch(job.name);
    expect(dead!.id).toBe(id);
    // The dead worker's claim started two minutes ago (moving the row stands in for waiting).
    await database.db.execute(
      sql`update pgboss.job set started_on = started_on - interval '2 minutes' where id = ${id}`,
    );
    await admin.supervise(job.name);
    expect((await admin.findJobs(job.name, { id }))[0]).toMatchObject({
      state: 'retry',
      output: { value: { message: 'job timed out' } },
    });
    await startRunner([job]);
    await expect
      .poll(async () => (await admin.findJobs(job.name, { id }))[0]!.state, { timeout: 10_000 })
      .toBe('completed');
    expect(calls).toBe(1);
    // CommandResponse is declared empty; at run time it counts the jobs changed.
    expect(await admin.complete(job.name, dead!)).toMatchObject({ affected: 0 });
  });

  it('creates a recurring schedule once however many instances start', async () => {
    const job = defineJob<null>({ name: 'test.nightly', cron: '0 3 * * *', handler: noop });
    await Promise.all([startRunner([job]), startRunner([job])]);
    const schedules = await admin.getSchedules(job.name);
    expect(schedules.map((schedule) => [schedule.name, schedule.cron, schedule.timezone])).toEqual([
      [job.name, '0 3 * * *', 'UTC'],
    ]);
  });

  it('stop waits for the running handler', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const job = defineJob<null>({
      name: 'test.slow',
      handler: async () => {
        started();
        await gate;
      },
    });
    const runner = await startRunner([job]);
    const id = (await enqueue(database.db, job.name, null))!;
    await handlerStarted;
    const stopping = runner.stop().then(() => 'stopped');
    expect(
      await Promise.race([stopping, new Promise((resolve) => setImmediate(() => resolve('still running')))]),
    ).toBe('still running');
    release();
    expect(await stopping).toBe('stopped');
    expect((await admin.findJobs(job.name, { id }))[0]!.state).toBe('completed');
  });

  it('stop past its timeout releases the running handler: the job is retried, never left active', async () => {
    let release!: () => void;
    const never = new Promise<void>((resolve) => (release = resolve));
    let started!: (signal: AbortSignal) => void;
    const handlerStarted = new Promise<AbortSignal>((resolve) => (started = resolve));
    const job = defineJob<null>({
      name: 'test.stuck',
      retryDelaySeconds: 0,
      handler: async (_data, { signal }) => {
        started(signal);
        await never;
      },
    });
    await syncQueues(admin, [job]);
    const runner = await createJobRunner({
      ctx: { database, db: database.db } as AppContext,
      log,
      definitions: [job],
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1_000, // pg-boss's least
    });
    const id = (await enqueue(database.db, job.name, null))!;
    const signal = await handlerStarted;
    await runner.stop();
    // The handler is told (its signal), and the job is back in the queue for any instance.
    expect(signal.aborted).toBe(true);
    expect((await admin.findJobs(job.name, { id }))[0]).toMatchObject({ state: 'retry' });
    release();
  });

  it('two instances installing pg-boss into an empty schema at once both start', async () => {
    const fresh = () =>
      createBoss(database, {
        schema: 'pgboss_race',
        supervise: false,
        schedule: false,
        registerInstance: false,
      });
    const [a, b] = [fresh(), fresh()];
    await Promise.all([a.start(), b.start()]);
    expect(await a.schemaVersion()).toBe(await admin.schemaVersion());
    await Promise.all([a.stop({ graceful: false }), b.stop({ graceful: false })]);
  });
});
