import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../test/test-db';
import { jobs } from './jobs.table';
import { claimDueJobs, enqueue, markDone } from './queue.repository';
import { createJobRunner, type JobRunnerOptions } from './worker';
import { defineJob, every, type JobDefinition } from './definition';
import { cleanupJob } from './cleanup';

const log = Fastify({ logger: false }).log;

describe('job queue', () => {
  let database: Database;
  // The runners' clock starts an hour ahead, so every job enqueued "now" by the database is due.
  let clock: Date;
  const now = () => clock;
  const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const runner = (definitions: JobDefinition<any>[], extra: Partial<JobRunnerOptions> = {}) => createJobRunner({ db: database.db, log, definitions, now, ...extra });
  const rows = (name: string) => database.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(asc(jobs.id));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock = new Date(Date.now() + 3_600_000);
  });

  it('enqueues atomically with the caller’s transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'test.tx', { order: 1 });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    expect(await rows('test.tx')).toHaveLength(0);
    await database.db.transaction((tx) => enqueue(tx, 'test.tx', { order: 2 }));
    expect((await rows('test.tx')).map((row) => row.payload)).toEqual([{ order: 2 }]);
  });

  it('keeps one waiting job per singleton key', async () => {
    const seen: unknown[] = [];
    const job = defineJob<{ n: number }>({ name: 'test.single', handler: async (payload) => void seen.push(payload) });
    expect(await enqueue(database.db, job.name, { n: 1 }, { singletonKey: 'k' })).toBeTypeOf('number');
    expect(await enqueue(database.db, job.name, { n: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await enqueue(database.db, job.name, { n: 3 }, { singletonKey: 'other' })).toBeTypeOf('number');
    expect(await runner([job]).runOnce()).toMatchObject({ claimed: 2, done: 2 });
    expect(await enqueue(database.db, job.name, { n: 4 }, { singletonKey: 'k' })).toBeTypeOf('number');
    expect(seen).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('runs a job not before runAt', async () => {
    let calls = 0;
    const job = defineJob<null>({ name: 'test.later', handler: async () => void (calls += 1) });
    await enqueue(database.db, job.name, null, { runAt: new Date(clock.getTime() + 60_000) });
    const worker = runner([job]);
    expect((await worker.runOnce()).claimed).toBe(0);
    advance(60);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, done: 1 });
    expect(calls).toBe(1);
  });

  it('retries with exponential back-off, then keeps the job as failed with its last error', async () => {
    let calls = 0;
    const job = defineJob<null>({
      name: 'test.flaky',
      handler: async (_payload, ctx) => {
        calls += 1;
        expect(ctx.attempt).toBe(calls);
        throw new Error(`payment provider down (${calls})`);
      },
    });
    await enqueue(database.db, job.name, null, { maxAttempts: 4 });
    const worker = runner([job]);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const result = await worker.runOnce();
      const [row] = await rows(job.name);
      expect(row!.attempts).toBe(attempt);
      if (attempt < 4) {
        expect(result).toMatchObject({ claimed: 1, retried: 1 });
        expect(row).toMatchObject({ status: 'pending', last_error: `payment provider down (${attempt})` });
        const delay = (row!.run_at.getTime() - clock.getTime()) / 1000;
        delays.push(delay);
        // Not due before its back-off has passed.
        advance(delay - 1);
        expect((await worker.runOnce()).claimed).toBe(0);
        advance(1);
      } else {
        expect(result).toMatchObject({ claimed: 1, failed: 1 });
        expect(row).toMatchObject({ status: 'failed', last_error: 'payment provider down (4)' });
        expect(row!.finished_at).toEqual(clock);
      }
    }
    expect(delays).toEqual([10, 20, 40]);
    advance(86_400);
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(calls).toBe(4);
  });

  it('never runs one job twice when two runners share the database', async () => {
    const calls = new Map<number, number>();
    const byRunner = [0, 0];
    const definition = (index: number) =>
      defineJob<{ i: number }>({
        name: 'test.race',
        handler: async (_payload, ctx) => {
          calls.set(ctx.id, (calls.get(ctx.id) ?? 0) + 1);
          byRunner[index]! += 1;
          await Promise.resolve();
        },
      });
    await database.db.insert(jobs).values(Array.from({ length: 200 }, (_, i) => ({ name: 'test.race', payload: { i } })));
    const drain = async (index: number) => {
      const worker = runner([definition(index)], { batchSize: 7, workerId: `w${index}` });
      for (;;) {
        const { claimed } = await worker.runOnce();
        expect(claimed).toBeLessThanOrEqual(7);
        if (claimed === 0) return;
      }
    };
    await Promise.all([drain(0), drain(1)]);
    expect(calls.size).toBe(200);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect(byRunner[0]! > 0 && byRunner[1]! > 0).toBe(true);
    const settled = await rows('test.race');
    expect(settled.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('runs again a job whose worker died, once its lease has ended; the dead claim cannot settle it', async () => {
    let calls = 0;
    const job = defineJob<null>({ name: 'test.lease', leaseSeconds: 120, handler: async () => void (calls += 1) });
    await enqueue(database.db, job.name, null);
    const [dead] = await claimDueJobs(database.db, { names: [job.name], limit: 5, now: clock, leaseSeconds: () => 120, workerId: 'dead' });
    const worker = runner([job]);
    advance(119);
    expect((await worker.runOnce()).claimed).toBe(0);
    advance(1);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, done: 1 });
    expect((await rows(job.name))[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect(calls).toBe(1);
    expect(await markDone(database.db, dead!, clock)).toBe(false);
  });

  it('moves a job that died on its last attempt to failed instead of running it again', async () => {
    let calls = 0;
    const job = defineJob<null>({ name: 'test.lease-last', leaseSeconds: 60, handler: async () => void (calls += 1) });
    await enqueue(database.db, job.name, null, { maxAttempts: 1 });
    await claimDueJobs(database.db, { names: [job.name], limit: 5, now: clock, leaseSeconds: () => 60, workerId: 'dead' });
    advance(60);
    expect((await runner([job]).runOnce()).claimed).toBe(0);
    expect((await rows(job.name))[0]).toMatchObject({ status: 'failed', last_error: 'lease expired on the last attempt' });
    expect(calls).toBe(0);
  });

  it('creates a recurring schedule once however many runners start, and queues the next occurrence once', async () => {
    let calls = 0;
    const job = defineJob<null>({ name: 'test.every', schedule: every(60), handler: async () => void (calls += 1) });
    const [a, b] = [runner([job], { workerId: 'a' }), runner([job], { workerId: 'b' })];
    await Promise.all([a.runOnce(), b.runOnce()]);
    const first = await rows(job.name);
    expect(first).toHaveLength(1);
    expect(first[0]!.run_at).toEqual(new Date(clock.getTime() + 60_000));
    advance(60);
    const results = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(1);
    expect(calls).toBe(1);
    const after = await rows(job.name);
    expect(after.map((row) => row.status)).toEqual(['done', 'pending']);
    expect(after[1]!.run_at).toEqual(new Date(clock.getTime() + 60_000));
    // A restart adds nothing while an occurrence is waiting.
    await runner([job]).runOnce();
    expect(await rows(job.name)).toHaveLength(2);
  });

  it('stop waits for the running handler and aborts its signal', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: (signal: AbortSignal) => void;
    const handlerStarted = new Promise<AbortSignal>((resolve) => (started = resolve));
    const job = defineJob<null>({
      name: 'test.slow',
      handler: async (_payload, ctx) => {
        started(ctx.signal);
        await gate;
      },
    });
    await enqueue(database.db, job.name, null);
    const worker = runner([job]);
    worker.start();
    const signal = await handlerStarted;
    const stopping = worker.stop().then(() => 'stopped');
    expect(await Promise.race([stopping, Promise.resolve('still running')])).toBe('still running');
    expect(signal.aborted).toBe(true);
    release();
    expect(await stopping).toBe('stopped');
    expect((await rows(job.name))[0]!.status).toBe('done');
    // A stopped runner claims nothing more.
    await enqueue(database.db, job.name, null);
    expect((await worker.runOnce()).claimed).toBe(0);
  });

  it('cleanup removes finished jobs older than a week and keeps dead letters', async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(clock.getTime() - days * day);
    await database.db.insert(jobs).values([
      { name: 'test.old', payload: null, status: 'done', finished_at: at(8) },
      { name: 'test.recent', payload: null, status: 'done', finished_at: at(6) },
      { name: 'test.dead', payload: null, status: 'failed', finished_at: at(30) },
    ]);
    await enqueue(database.db, cleanupJob.name, null);
    expect(await runner([cleanupJob]).runOnce()).toMatchObject({ done: 1 });
    const names = (await database.db.select({ name: jobs.name }).from(jobs)).map((row) => row.name).sort();
    expect(names).toEqual(['jobs.cleanup', 'jobs.cleanup', 'test.dead', 'test.recent']);
  });
});
