import { afterAll, afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { authEndpoints } from '@scena/shared/auth.endpoints';
import { healthEndpoints } from '@scena/shared/health.endpoints';
import { outbox } from '../src/adapters/mailer';
import { startSmtpPeer, type SmtpPeer } from '../src/adapters/mailer/testing/smtp-peer';
import { openPglite, type Database } from '../src/db/client';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabaseAt } from './test-db';

/**
 * SIGTERM drains a real server process (src/server.ts through src/drain.ts): the listener closes at
 * once, a request still arriving on an open connection (a probe) gets 503, the request in flight
 * finishes with its answer, the e-mail being sent is sent (or, past SHUTDOWN_TIMEOUT_MS, given
 * back to the outbox), and the process exits 0 by itself. On PostgreSQL (TEST_DATABASE_URL) the
 * test reads the outbox while the process runs; on PGlite the process owns its data directory
 * and the test opens it after the exit.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-drain-'));
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const signUp = (email: string) =>
  JSON.stringify({
    email,
    firstname: 'Ala',
    lastname: 'Kot',
    password: 'Haslo_1234',
    repeatpassword: 'Haslo_1234',
    birthday: '2000-05-05',
    tos: true,
  });

/** An SMTP server that holds each message's answer until `answer()`; `arrived` resolves with the first message. */
const slowSmtp = async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let arrived!: () => void;
  const first = new Promise<void>((resolve) => (arrived = resolve));
  const peer: SmtpPeer = await startSmtpPeer({
    beforeAnswer: () => {
      arrived();
      return answered;
    },
  });
  cleanups.push(async () => {
    answer();
    await peer.close();
  });
  return { peer, arrived: first, answer };
};

/** The server process on this run's database; `outboxRow` reads an address's e-mail (PGlite: after the exit). */
const startInstance = async (name: string, env: Record<string, string>) => {
  const { database, url } = process.env.TEST_DATABASE_URL
    ? await createTestDatabaseAt()
    : { database: null, url: null };
  if (database) cleanups.push(() => database.close());
  const dataDir = path.join(dir, name);
  const server: ServerProcess = await startServerProcess(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_DISABLED: 'true',
      OUTBOX_POLL_MS: '100',
      DATA_DIR: dataDir,
      ...(url ? { DATABASE_URL: url } : {}),
      ...env,
    },
    (stop) => cleanups.push(stop),
  );
  const outboxRow = async (to: string) => {
    let db: Database | null = database;
    if (!db) {
      await server.exited;
      db = await openPglite(path.join(dataDir, 'db'));
    }
    try {
      return (await db.db.select().from(outbox).where(eq(outbox.to_address, to)))[0];
    } finally {
      if (db !== database) await db.close();
    }
  };
  return { server, outboxRow };
};

/** A viewer signs up (201) and their e-mail reaches the SMTP server, which holds its answer. */
const signUpWithMailInHand = async (base: string, smtp: { arrived: Promise<unknown> }, email: string) => {
  const res = await fetch(`${base}${authEndpoints.signUp.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signUp(email),
  });
  expect(res.status).toBe(201);
  await smtp.arrived;
};

/** A sign-up whose body is half sent: in flight until `finish()`; `answer` is its response. */
const slowSignUp = (base: string, email: string) => {
  const body = Buffer.from(signUp(email));
  const request = http.request(`${base}${authEndpoints.signUp.path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; body: string } | Error>((resolve) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    request.on('error', resolve);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  const localPort = new Promise<number>((resolve) =>
    request.once('socket', (socket) => socket.once('connect', () => resolve(socket.localPort!))),
  );
  /**
   * Resolves once the server has taken the request in (its "incoming request" line, logged
   * before the hooks that answer 503 while draining): 'connect' alone says only that the kernel
   * completed the handshake, and a busy server may not have read a byte yet.
   */
  const taken = async (server: ServerProcess) => {
    const port = await localPort;
    await server.waitForOutput(
      new RegExp(
        `"msg":"incoming request".*"remotePort":${port}\\b|"remotePort":${port}\\b.*"msg":"incoming request"`,
      ),
    );
  };
  return { answer, taken, finish: () => request.end(body.subarray(half)) };
};

/** A probe whose request line and headers are on their way (the blank line not yet sent). */
const probeOnTheWay = async (base: string) => {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${healthEndpoints.ready.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  let received = '';
  socket.on('error', () => {}); // reset or closed: `answer` has what came before
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { finish: () => socket.write('\r\n'), answer: closed };
};

/** The status of a GET on a connection of its own (never a kept-alive one). */
const statusOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });

/** What a new connection to the server meets: 'connected', or the error's code. */
const newConnection = (base: string) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('SIGTERM', () => {
  it('drains: not ready at once, no new request taken, the one in flight and the e-mail in hand finish, exit 0', async () => {
    const smtp = await slowSmtp();
    const { server, outboxRow } = await startInstance('finish', { SMTP_URL: smtp.peer.url });
    const ready = `${server.url}${healthEndpoints.ready.path}`;
    expect((await fetch(ready)).status).toBe(200);
    // A signed-up viewer's e-mail is being sent: the SMTP server has it and has not answered yet.
    await signUpWithMailInHand(server.url, smtp, 'pierwsza@example.com');
    const inFlight = slowSignUp(server.url, 'w-locie@example.com');
    await inFlight.taken(server);
    const probe = await probeOnTheWay(server.url);
    // The server must have accepted the probe's connection before the signal: 'connect' fires
    // when the kernel completes the handshake, and one still in the listener's queue is reset when
    // the listener closes. A request on a connection opened after it, answered, means the server
    // has accepted it (the queue is first in, first out).
    expect(await statusOnNewConnection(ready)).toBe(200);

    server.child.kill('SIGTERM');
    await server.waitForOutput(/"msg":"draining"/);
    expect(await newConnection(server.url)).toBe('ECONNREFUSED');
    probe.finish();
    const probed = await probe.answer;
    expect(probed).toMatch(/^HTTP\/1\.1 503 /);
    expect(probed).toMatch(/\r\nconnection: close\r\n/i);
    expect(probed).toContain('"type":"draining"');

    inFlight.finish();
    expect(await inFlight.answer).toMatchObject({ status: 201 });
    smtp.answer();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(smtp.peer.received.map((mail) => mail.to)).toEqual([['pierwsza@example.com']]);
    expect(await outboxRow('pierwsza@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
    // The request answered during the drain committed its e-mail; another instance sends it.
    expect(await outboxRow('w-locie@example.com')).toMatchObject({ status: 'pending', attempts: 0 });
  }, 120_000);

  it('past SHUTDOWN_TIMEOUT_MS cuts what is left (the e-mail goes back to the outbox) and still exits 0', async () => {
    const smtp = await slowSmtp();
    const { server, outboxRow } = await startInstance('cut', {
      SMTP_URL: smtp.peer.url,
      SHUTDOWN_TIMEOUT_MS: '1500',
    });
    await signUpWithMailInHand(server.url, smtp, 'zawieszona@example.com');
    // A client that never sends the rest of its body, and an SMTP server that never answers.
    const stalled = slowSignUp(server.url, 'nigdy@example.com');
    await stalled.taken(server);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await stalled.answer).toBeInstanceOf(Error);
    const row = await outboxRow('zawieszona@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/shut down before the SMTP server answered/);
  }, 120_000);
});
