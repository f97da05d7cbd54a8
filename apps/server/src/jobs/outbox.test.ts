import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../test/test-db';
import {
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_RETRY_DELAYS_SECONDS,
  claimDueMessages,
  createOutboxMailer,
  createSmtpTransport,
  markSent,
  outbox,
  type MailTransport,
} from '../adapters/mailer';
import { startSmtpPeer, type SmtpPeer } from '../adapters/mailer/testing/smtp-peer';
import { processOutboxOnce } from './outbox';

describe('outbox job', () => {
  let database: Database;
  let peer: SmtpPeer;
  let transport: MailTransport;
  const mailer = createOutboxMailer();
  const ctx = () => ({ db: database.db });

  const enqueue = (to: string) =>
    mailer.enqueue(database.db, {
      to,
      template: 'verify_account',
      lang: 'pl',
      data: { firstname: 'Ola', link: `https://scena.test/v?email=${to}` },
    });
  const rowFor = async (to: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.to_address, to)))[0]!;
  /** Makes every waiting message due now, as if its back-off had passed. */
  const makeDue = () => database.db.update(outbox).set({ next_attempt_at: sql`now() - interval '1 second'` });

  beforeAll(async () => {
    database = await createTestDatabase();
    peer = await startSmtpPeer({ reject: (to) => to.startsWith('down') });
    transport = createSmtpTransport({ url: peer.url, from: 'bilety@teatr.test' });
  });
  afterAll(async () => {
    await transport.close?.();
    await peer.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    peer.received.length = 0;
  });

  it('sends due messages through the transport and marks them sent', async () => {
    await enqueue('a@example.com');
    await enqueue('b@example.com');
    const result = await processOutboxOnce(ctx(), transport);
    expect(result).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(peer.received.map((m) => m.to[0]).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(peer.received[0]!.text).toContain('https://scena.test/v?email=');
    const row = await rowFor('a@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect((await processOutboxOnce(ctx(), transport)).claimed).toBe(0);
    expect(peer.received).toHaveLength(2);
  });

  it('keeps a message pending with a later attempt when the transport fails', async () => {
    await enqueue('down@example.com');
    const before = Date.now();
    const result = await processOutboxOnce(ctx(), transport);
    expect(result).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
    const row = await rowFor('down@example.com');
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550|Mailbox unavailable/);
    expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(
      before + (OUTBOX_RETRY_DELAYS_SECONDS[0] - 5) * 1000,
    );
    // Not due yet: the next pass leaves it alone.
    expect((await processOutboxOnce(ctx(), transport)).claimed).toBe(0);
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    await enqueue('down-forever@example.com');
    const delays: number[] = [];
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await makeDue();
      const started = Date.now();
      const result = await processOutboxOnce(ctx(), transport);
      const row = await rowFor('down-forever@example.com');
      expect(row.attempts).toBe(attempt);
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        expect(result.retried).toBe(1);
        expect(row.status).toBe('pending');
        delays.push(Math.round((row.next_attempt_at.getTime() - started) / 60_000));
      } else {
        expect(result.failed).toBe(1);
        expect(row.status).toBe('failed');
        expect(row.last_error).toMatch(/550|Mailbox unavailable/);
      }
    }
    expect(delays).toEqual([1, 5, 30, 120, 360, 720, 1440]);
    await makeDue();
    expect((await processOutboxOnce(ctx(), transport)).claimed).toBe(0);
  });

  it('retries a message left in sending by a worker that died, once its lease is over', async () => {
    await enqueue('c@example.com');
    const [claimed] = await claimDueMessages(database.db, 10);
    expect(claimed!.status).toBe('sending');
    // Within the lease nobody else takes it.
    expect((await processOutboxOnce(ctx(), transport)).claimed).toBe(0);
    await makeDue();
    expect(await processOutboxOnce(ctx(), transport)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowFor('c@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
    // The dead worker's late result cannot overwrite the newer claim's outcome.
    await database.db.update(outbox).set({ status: 'pending' }).where(eq(outbox.id, claimed!.id));
    await markSent(database.db, claimed!);
    expect((await rowFor('c@example.com')).status).toBe('pending');
  });

  it('never sends one message twice when several workers run at once', async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `race-${i}@example.com`);
    for (const to of addresses) await enqueue(to);
    const worker = async () => {
      let total = 0;
      for (;;) {
        const { claimed, sent } = await processOutboxOnce(ctx(), transport, { batchSize: 3 });
        total += sent;
        if (claimed === 0) return total;
      }
    };
    const totals = await Promise.all([worker(), worker(), worker(), worker()]);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(40);
    const delivered = peer.received.map((m) => m.to[0]).sort();
    expect(delivered).toEqual([...addresses].sort());
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('hands disjoint rows to concurrent claims', async () => {
    for (let i = 0; i < 20; i++) await enqueue(`claim-${i}@example.com`);
    const batches = await Promise.all([1, 2, 3, 4].map(() => claimDueMessages(database.db, 8)));
    const ids = batches.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(20);
    expect(batches.every((batch) => batch.length <= 8)).toBe(true);
  });

  it('claims at most one batch, however many messages are due', async () => {
    await database.db.delete(outbox);
    for (let i = 0; i < 30; i++) await enqueue(`batch-${i}@example.com`);
    expect(await claimDueMessages(database.db, 7)).toHaveLength(7);
    expect(await claimDueMessages(database.db, 100)).toHaveLength(23);
  });

  describe('when the instance shuts down', () => {
    /** An SMTP server that holds each message's answer until the test lets it go. */
    let slow: SmtpPeer;
    let slowTransport: MailTransport;
    let arrived: () => void;
    let answer: () => void;
    beforeAll(async () => {
      slow = await startSmtpPeer({
        beforeAnswer: () =>
          new Promise<void>((resolve) => {
            answer = resolve;
            arrived();
          }),
      });
      slowTransport = createSmtpTransport({ url: slow.url, from: 'bilety@teatr.test' });
    });
    afterAll(async () => {
      answer?.();
      await slowTransport.close?.();
      await slow.close();
    });
    const inHand = () => new Promise<void>((resolve) => (arrived = resolve));

    it('sends the message in hand and gives the rest of its batch back at once, attempt not counted', async () => {
      for (const to of ['s1@example.com', 's2@example.com', 's3@example.com']) await enqueue(to);
      const stopping = new AbortController();
      const first = inHand();
      const run = processOutboxOnce(ctx(), slowTransport, { stopping: stopping.signal });
      await first;
      stopping.abort();
      answer();
      expect(await run).toEqual({ claimed: 3, sent: 1, retried: 0, failed: 0 });
      expect(slow.received.map((m) => m.to[0])).toEqual(['s1@example.com']);
      expect(await rowFor('s1@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
      for (const to of ['s2@example.com', 's3@example.com'])
        expect(await rowFor(to)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
      // Due now, for any instance: not after the claim's lease.
      expect(await processOutboxOnce(ctx(), transport)).toMatchObject({ claimed: 2, sent: 2 });
    });

    it('past its time, gives up waiting for the message in hand: retried later like a failed send', async () => {
      await enqueue('hung@example.com');
      const cut = new AbortController();
      const first = inHand();
      const run = processOutboxOnce(ctx(), slowTransport, { cut: cut.signal });
      await first;
      cut.abort();
      expect(await run).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
      const row = await rowFor('hung@example.com');
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/shut down before the SMTP server answered/);
      answer();
    });
  });
});
