import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outbox } from '../adapters/mailer';
import { sql } from 'drizzle-orm';
import { startSmtpPeer, type SmtpPeer } from '../adapters/mailer/testing/smtp-peer';
import { startJobs } from './index';
import { runEvery } from './runner';

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A real Fastify logger whose lines we can read. */
const captureLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, log: Fastify({ logger: { level: 'info', stream } }).log };
};

describe('startJobs', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer.close());

  it('sends queued e-mail over SMTP when SMTP_URL is set, and stops cleanly', async () => {
    const t: TestApp = await createTestApp({
      env: { SMTP_URL: peer.url, OUTBOX_POLL_MS: '50', MAIL_FROM: 'Teatr <bilety@teatr.test>' },
    });
    try {
      const jobs = await startJobs(t.ctx, t.app.log);
      const link = 'http://localhost:3000/logowanie?login_token=abc&login_email=a%40teatr.test';
      await t.ctx.mailer.enqueue(t.ctx.db, {
        to: 'a@teatr.test',
        template: 'admin_login_link',
        lang: 'en',
        data: { firstname: 'Ada', link, minutes: 10 },
      });
      await waitFor(() => peer.received.some((m) => m.to[0] === 'a@teatr.test'));
      await jobs.stop();
      const got = peer.received.find((m) => m.to[0] === 'a@teatr.test')!;
      expect(got.from).toBe('bilety@teatr.test');
      expect(got.subject).toBe('Scena: your admin sign-in link');
      expect(got.text).toContain(link);
      await waitFor(
        async () =>
          (await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, 'a@teatr.test')))[0]!.status ===
          'sent',
      );
      // pg-boss started too (its instance registry has a row for it, stopped cleanly).
      const { rows } = (await t.ctx.db.execute(sql`select stopped_on from pgboss.instance`)) as unknown as {
        rows: { stopped_on: Date | null }[];
      };
      expect(rows).toHaveLength(1);
      expect(rows[0]!.stopped_on).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it('prints e-mail with its link to the log when SMTP_URL is not set', async () => {
    const t = await createTestApp({ env: { OUTBOX_POLL_MS: '50' } });
    const { lines, log } = captureLog();
    try {
      const jobs = await startJobs(t.ctx, log);
      const link = 'http://localhost:3000/weryfikacja-konta?email=nowy%40example.com&token=t0k3n';
      await t.ctx.mailer.enqueue(t.ctx.db, {
        to: 'nowy@example.com',
        template: 'verify_account',
        lang: 'pl',
        data: { firstname: 'Nowy', link },
      });
      await waitFor(() => lines.some((line) => line.includes('nowy@example.com')));
      await jobs.stop();
      const line = JSON.parse(lines.find((l) => l.includes('nowy@example.com'))!) as {
        msg: string;
        mail: { to: string; subject: string };
      };
      expect(line.mail).toEqual({ to: 'nowy@example.com', subject: 'Scena: potwierdź adres e-mail' });
      expect(line.msg).toContain(link);
    } finally {
      await t.close();
    }
  });
});

describe('runEvery', () => {
  it('survives a failing run, logs it, and keeps running', async () => {
    const { lines, log } = captureLog();
    let calls = 0;
    const job = runEvery(
      'flaky',
      10,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      log,
    );
    await waitFor(() => calls >= 3);
    await job.stop();
    expect(lines.some((line) => line.includes('database away') && line.includes('"job":"flaky"'))).toBe(true);
  });

  it('runs again at once while there is more work, and stop waits for the run in progress', async () => {
    const { log } = captureLog();
    let calls = 0;
    let finished = 0;
    const job = runEvery(
      'batches',
      60_000,
      async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished += 1;
        return calls < 3;
      },
      log,
    );
    // Three runs happen back to back although the interval is a minute.
    await waitFor(() => calls >= 3, 2_000);
    await job.stop();
    expect(finished).toBe(calls);
    expect(calls).toBe(3);
  });
});
