import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { outbox } from '../src/adapters/mailer';
import { startSmtpPeer, type SmtpPeer } from '../src/adapters/mailer/testing/smtp-peer';
import { startPayuEmulator, TEST_POS } from '../src/adapters/payments/testing/payu-emulator';
import { AUTH_RATE_LIMITS } from '../src/modules/auth';
import { DATA_EXPORT_JOBS } from '../src/modules/data-export';
import { createEvent, createVideo } from './catalog-fixtures';
import { auth, createUser, DEFAULT_TEST_PASSWORD, signIn } from './factories';
import { freePort } from './free-port';
import { ticketCount } from './order-factories';
import { startRedis } from './redis-server';
import type { TestApp } from './test-app';
import { startTwoInstances, type Cleanups } from './two-instances';

/**
 * What several instances share, proved with real requests to two of them (A and B) on one
 * database: sessions (PostgreSQL), rate-limit counters (a real Redis), ticket holds (the stock row)
 * and jobs (pg-boss, then the outbox). instances.test.ts proves they start together, nginx.test.ts
 * that a proxy in front of two caches and passes a purchase, jobs/queue.test.ts that two runners
 * in one process never run a job twice.
 * - PostgreSQL (TEST_DATABASE_URL): two server processes (src/server.ts: jobs and outbox included).
 * - PGlite: one process's data directory, so two apps in this process, each with its own jobs.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-shared-'));
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

let factory: TestApp;
let adminToken: string;
let videoId: number;
let smtp: SmtpPeer;
/** The two instances' addresses. */
let A: string;
let B: string;

beforeAll(async () => {
  const redis = await startRedis(await freePort(), dir);
  cleanups.push(() => redis.stop());
  smtp = await startSmtpPeer();
  cleanups.push(() => smtp.close());
  const payu = await startPayuEmulator();
  cleanups.push(() => payu.close());
  const env = {
    ADMIN_EMAIL_DOMAINS: 'teatr.test',
    DATA_DIR: path.join(dir, 'data'),
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '100',
    // Requests name their client in X-Forwarded-For, as nginx would: each test counts on its own.
    TRUSTED_PROXIES: '127.0.0.1',
    PAYMENT_PROVIDER: 'payu',
    PAYU_API_URL: payu.url,
    PAYU_POS_ID: TEST_POS.posId,
    PAYU_CLIENT_ID: TEST_POS.posId,
    PAYU_CLIENT_SECRET: TEST_POS.clientSecret,
    PAYU_SECOND_KEY: TEST_POS.secondKey,
  };
  // Users, sessions and items are made in the factory app, in the database the instances share.
  const started = await startTwoInstances(env, cleanups, { jobs: 'each', pollingIntervalSeconds: 0.5 });
  factory = started.factory;
  adminToken = await signIn(factory.ctx, await createUser(factory.ctx, { role: Role.ADMIN }));
  videoId = (await createVideo(factory, adminToken)).id;
  [A, B] = started.urls;
}, 120_000);

let clients = 0;
/** A client address of its own (X-Forwarded-For), so each test's rate limits start from zero. */
const client = () => `10.40.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const call = (
  base: string,
  method: string,
  pathName: string,
  options: { token?: string; body?: unknown; from?: string } = {},
) =>
  fetch(`${base}${pathName}`, {
    method,
    headers: {
      'x-forwarded-for': options.from ?? client(),
      ...(options.token ? auth(options.token) : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });

describe('two instances on one database', () => {
  it('a session started on A is valid on B; signed out on B, it has ended on A too', async () => {
    const user = await createUser(factory.ctx);
    const body = { email: user.email, password: DEFAULT_TEST_PASSWORD };
    const signedIn = await call(A, 'POST', '/api/auth', { body });
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const onB = await call(B, 'GET', '/api/users/validate-session', { token });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ valid: true, user: { id: user.id } });

    expect((await call(B, 'POST', '/api/auth/logout', { token, body: {} })).status).toBe(200);
    const onA = await call(A, 'GET', '/api/users/validate-session', { token });
    expect(onA.status).toBe(401);
    expect(await onA.json()).toMatchObject({ type: 'sessionEnd' });

    // One active session per user, whichever instance: signing in on B replaces the one from A.
    const first = ((await (await call(A, 'POST', '/api/auth', { body })).json()) as { token: string }).token;
    expect((await call(B, 'POST', '/api/auth', { body })).status).toBe(200);
    const replaced = await call(A, 'GET', '/api/users/validate-session', { token: first });
    expect(replaced.status).toBe(403);
    expect(await replaced.json()).toMatchObject({ type: 'anotherUser' });
  });

  it('rate limits count the requests to both instances together (Redis)', async () => {
    // The reset request: 5 per client in 10 minutes, split between A and B; the next is refused
    // on either (each instance alone would have let 5 more through).
    const from = client();
    const { max } = AUTH_RATE_LIMITS.resetRequest;
    for (let i = 0; i < max; i += 1) {
      const res = await call(i % 2 ? B : A, 'POST', '/api/passwords', {
        from,
        body: { email: `nikt-${i}@example.com` },
      });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    for (const base of [A, B]) {
      const refused = await call(base, 'POST', '/api/passwords', {
        from,
        body: { email: 'nikt@example.com' },
      });
      expect(refused.status).toBe(429);
    }
    // The per-address throttle of e-mailed links, from two clients: asked on A, refused on B.
    const email = 'jeden-link@example.com';
    expect((await call(A, 'POST', '/api/passwords', { body: { email } })).status).toBe(200);
    const again = await call(B, 'POST', '/api/passwords', { body: { email } });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^Nowy link można wysłać raz na minutę/,
    );
  });

  it('a limited ticket sold through both instances at once is never oversold; a hold on A is seen by B', async () => {
    const buyer = async () => signIn(factory.ctx, await createUser(factory.ctx));
    const event = await createEvent(factory, adminToken, videoId, { available_tickets: 3 });
    const tokens = await Promise.all(Array.from({ length: 12 }, buyer));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        call(i % 2 ? B : A, 'POST', `/api/payments/${event.id}`, { token, body: { consent: true } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await ticketCount(factory.ctx, event.id)).toEqual({ limit: 3, held: 3 });

    const single = await createEvent(factory, adminToken, videoId, { available_tickets: 1 });
    // Asked by the viewer about to buy (a guest's stored page may keep the count for its few
    // seconds: the purchase decides on the live row, ARCHITECTURE "Ticket counts stay out of it").
    const next = await buyer();
    const ticketsLeft = async (base: string) => {
      const page = await call(base, 'GET', `/api/events/${single.id}`, { token: next });
      return ((await page.json()) as { event: { ticketsLeft: number } }).event.ticketsLeft;
    };
    expect(await ticketsLeft(B)).toBe(1);
    const held = await call(A, 'POST', `/api/payments/${single.id}`, {
      token: await buyer(),
      body: { consent: true },
    });
    expect(held.status).toBe(200);
    expect(await ticketsLeft(B)).toBe(0);
    const refused = await call(B, 'POST', `/api/payments/${single.id}`, {
      token: next,
      body: { consent: true },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ type: 'no_tickets' });
  });

  it('a job enqueued on A or B runs once, on either, and its e-mail is sent once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(factory.ctx)));
    for (const [i, user] of users.entries()) {
      const token = await signIn(factory.ctx, user);
      const asked = await call(i % 2 ? B : A, 'POST', `/api/users/${user.id}/data-export`, { token });
      expect(asked.status).toBe(201);
    }
    const emails = users.map((user) => user.email);
    // Both instances' workers and outboxes poll; wait until every link has arrived.
    await expect
      .poll(() => smtp.received.filter((mail) => emails.includes(mail.to[0]!)).length, {
        timeout: 20_000,
        interval: 100,
      })
      .toBeGreaterThanOrEqual(users.length);
    for (const email of emails)
      expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    // One claim each: pg-boss counts a second fetch of a job as a retry; the outbox its attempts.
    const jobs = (await factory.ctx.db.execute(
      sql`SELECT state, retry_count FROM pgboss.job WHERE name = ${DATA_EXPORT_JOBS.prepare}`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    expect(jobs.rows).toHaveLength(users.length);
    expect(jobs.rows.every((job) => job.state === 'completed' && job.retry_count === 0)).toBe(true);
    const mails = await factory.ctx.db.select().from(outbox).where(eq(outbox.template, 'data_export'));
    expect(mails.map((mail) => [mail.status, mail.attempts])).toEqual(users.map(() => ['sent', 1]));
  });
});
