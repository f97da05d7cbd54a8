import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded PGlite in a worker thread (pglite-worker.ts), behind the part of PGlite's client
 * that drizzle, pg-boss and the backup use: query, exec, transaction, dumpDataDir, close. PGlite
 * is one WebAssembly PostgreSQL that computes on the thread that calls it; in the server's own
 * thread every statement's work stood in line with HTTP accepting and parsing. Here the database
 * has a core of its own (bench/NOTES.md, "PGlite in a thread"). Every call is a message; values
 * cross by structured clone (dates, bytes, BigInt).
 *
 * A transaction's statements are answered synchronously (the caller's thread waits on a shared
 * counter, Atomics.wait, and takes the answer with receiveMessageOnPort). A transaction holds
 * PGlite's one connection: answered asynchronously, each of its statements waited for a turn of
 * a busy event loop while every other statement waited for the transaction. Only statements
 * inside an open transaction wait so; they never wait for PGlite's lock, which the transaction
 * already holds. BEGIN is answered so too when no other transaction of this client is open or
 * opening: answered asynchronously, PGlite sat in the new transaction, holding its lock, until
 * the event loop came round, and statements queued behind it (the webhook burst's tail). With
 * another transaction open it stays asynchronous: that one may need this thread to finish, and
 * waiting here would stop it. Everything outside a transaction stays asynchronous.
 */

/** How long a transaction's statement may take before the caller gives up on the thread. */
const SYNC_LIMIT_MS = 10 * 60_000;

/** What PGlite's callers see of a transaction here. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Answer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Ready = { ready: true } | { ready: false; error: Record<string, unknown> };

/** The worker's error again, with its PostgreSQL fields (code, constraint…) for db/errors.ts. */
const revive = (fields: Record<string, unknown>): Error => {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
};

/**
 * drizzle passes parsers that keep dates and intervals as text; functions cannot cross threads,
 * so the types they name travel instead and the worker leaves those raw. No other caller passes
 * parsers (pglite-thread.test.ts checks that a parser which changes its value is refused).
 */
const rawTypes = (options: QueryOptions | undefined): number[] | undefined => {
  if (!options?.parsers) return undefined;
  const types = Object.keys(options.parsers).map(Number);
  for (const type of types)
    if (options.parsers[type]!('x') !== 'x')
      throw new Error('PGlite thread: only parsers that keep the text as it is can cross to the thread');
  return types;
};

export class PgliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  /** Transactions of this client begun (or beginning) and not yet ended. */
  private openTransactions = 0;
  private closing: Promise<void> | null = null;
  /** Why calls fail at once: the thread has ended, or close() was called. */
  private ended: Error | null = null;
  /** [answers posted on the sync port, 1 once the thread has exited]: what a synchronous call waits on. */
  private readonly signal = new Int32Array(new SharedArrayBuffer(8));
  private readonly syncPort: MessagePort;

  constructor(dataDir: string | undefined) {
    const file = import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js';
    const { port1, port2 } = new MessageChannel();
    this.syncPort = port1;
    this.worker = new Worker(new URL(file, import.meta.url), {
      workerData: { dataDir, signal: this.signal, syncPort: port2 },
      transferList: [port2],
    });
    this.waitReady = new Promise((resolve, reject) => {
      const onReady = (message: Answer | Ready) => {
        if (!('ready' in message)) return;
        this.worker.off('message', onReady);
        if (message.ready) resolve();
        else reject(revive(message.error));
      };
      this.worker.on('message', onReady);
    });
    this.worker.on('message', (message: Answer | Ready) => {
      if (!('id' in message)) return;
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (message.ok) call.resolve(message.value);
      else call.reject(revive(message.error));
    });
    // A thread that dies (out of memory, a crash in PGlite) fails every waiting call, not hangs it.
    const failAll = (error: Error) => {
      this.ended ??= error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => {
      const error = new Error(`PGlite thread ended (exit code ${code})`);
      failAll(error);
      // The thread is the database: without it every request would fail, so the process ends, as
      // it would had PGlite crashed in its own thread, and its supervisor starts it again.
      if (!this.closing)
        process.nextTick(() => {
          throw error;
        });
    });
  }

  private call<T>(request: Record<string, unknown>): Promise<T> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** A call answered before this returns (a transaction's statement): see the header. */
  private callNow<T>(request: Record<string, unknown>): Promise<T> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    let seen = Atomics.load(this.signal, 0);
    this.worker.postMessage({ ...request, id, sync: true });
    const deadline = Date.now() + SYNC_LIMIT_MS;
    for (;;) {
      // Answers to calls that gave up earlier are dropped on the way to this one's.
      for (
        let received = receiveMessageOnPort(this.syncPort);
        received;
        received = receiveMessageOnPort(this.syncPort)
      ) {
        const answer = received.message as Answer;
        if (answer.id !== id) continue;
        return answer.ok ? Promise.resolve(answer.value as T) : Promise.reject(revive(answer.error));
      }
      if (Atomics.load(this.signal, 1) === 1) return Promise.reject(new Error('PGlite thread ended'));
      if (Date.now() > deadline)
        return Promise.reject(new Error(`PGlite thread: no answer within ${SYNC_LIMIT_MS} ms`));
      Atomics.wait(this.signal, 0, seen, 1_000);
      seen = Atomics.load(this.signal, 0);
    }
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql });
  }

  // A transaction's statements go through these, not the public methods, which the self-wait
  // guard (pglite-guard.ts) closes while a transaction's callback runs.
  private queryIn<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const request = { op: 'query', tx, sql, params, rowMode: options?.rowMode, rawTypes: rawTypes(options) };
    return tx === undefined ? this.call<Results<T>>(request) : this.callNow<Results<T>>(request);
  }

  /** As PGlite's: commits when `work` resolves, rolls back when it throws (or calls rollback()). */
  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const begin =
      this.openTransactions === 0
        ? this.callNow<number>({ op: 'begin' })
        : this.call<number>({ op: 'begin' });
    this.openTransactions += 1;
    try {
      return await this.run(await begin, work);
    } finally {
      this.openTransactions -= 1;
    }
  }

  private async run<T>(id: number, work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    let closed = false;
    // Commit or roll back once, whichever comes first: work's end, its error or tx.rollback().
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.callNow({ op: 'end', tx: id, commit });
    };
    const tx: PgliteThreadTransaction = {
      query: (sql, params, options) => this.queryIn(id, sql, params, options),
      exec: (sql) => this.callNow({ op: 'exec', tx: id, sql }),
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    const bytes = await this.call<Uint8Array<ArrayBuffer>>({ op: 'dump', compression });
    return new Blob([bytes]);
  }

  close(): Promise<void> {
    if (!this.closing) {
      const closed = this.call({ op: 'close' });
      this.ended = new Error('PGlite thread: the database is closed');
      this.closing = closed
        .finally(async () => {
          await this.worker.terminate();
          this.syncPort.close();
        })
        .then(() => undefined);
    }
    return this.closing;
  }
}

/** Starts the thread and waits until its PGlite is open. */
export const openPgliteThread = async (dataDir: string | undefined): Promise<PgliteThread> => {
  const client = new PgliteThread(dataDir);
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
};
