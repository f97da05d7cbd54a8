// The PGlite thread (pglite-thread.ts starts it): the embedded database runs here, on a core of
// its own, while the main thread accepts, parses and answers HTTP. It imports packages only (no
// relative imports), so Node runs it from source (type stripping) under Vitest too; the server
// bundle builds it as dist/pglite-worker.js.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What pglite-thread.ts sends (its calls build these; no relative import can share the type). */
type Request =
  | {
      id: number;
      op: 'query';
      tx?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes?: number[];
    }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression: 'gzip' | 'none' }
  | { id: number; op: 'close' };

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<unknown>;
}

const port = parentPort!;
const { dataDir, signal, syncPort } = workerData as {
  dataDir?: string;
  /** [answers posted on syncPort, 1 once this thread has exited] (pglite-thread.ts waits on it). */
  signal: Int32Array;
  syncPort: MessagePort;
};

/** Answers a synchronous call: the caller's thread waits on `signal` until this is posted. */
const answerNow = (answer: unknown) => {
  syncPort.postMessage(answer);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
};
process.on('exit', () => {
  Atomics.store(signal, 1, 1);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
});
// The extensions the migrations create. pglite-extensions.ts holds the list for the in-process
// clients (tests, backups); pglite-thread.test.ts fails when this one lacks any of its names.
const db = new PGlite({ dataDir, extensions: { pg_trgm } });
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** A raw value for each named type: what drizzle's identity parsers ask for (dates stay text). */
const queryOptions = (request: { rowMode?: 'array' | 'object'; rawTypes?: number[] }): QueryOptions => {
  const options: QueryOptions = {};
  if (request.rowMode) options.rowMode = request.rowMode;
  if (request.rawTypes?.length)
    options.parsers = Object.fromEntries(request.rawTypes.map((type) => [type, (value: string) => value]));
  return options;
};

const target = (tx: number | undefined): PGlite | Transaction => {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`PGlite thread: transaction ${tx} is not open`);
  return open.tx;
};

/** Opens a transaction and answers once it is in, leaving PGlite's callback waiting for `end`. */
const begin = (): Promise<number> =>
  new Promise((answer, fail) => {
    const id = nextTransaction++;
    let inside = false;
    const done = db.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          inside = true;
          transactions.set(id, {
            tx,
            done,
            finish: (ok) => (ok ? commit() : rollback(new Error('rolled back by the caller'))),
          });
          answer(id);
        }),
    );
    done.catch((error: unknown) => {
      if (!inside) fail(error); // BEGIN itself failed
    });
  });

const end = async (tx: number, commit: boolean): Promise<void> => {
  const open = transactions.get(tx);
  if (!open) throw new Error(`PGlite thread: transaction ${tx} is not open`);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (commit) throw error; // COMMIT failed: the caller must know; a rollback's rejection is ours
  } finally {
    transactions.delete(tx);
  }
};

const handle = async (request: Request): Promise<unknown> => {
  switch (request.op) {
    case 'query': {
      const result: Results = await target(request.tx).query(
        request.sql,
        request.params,
        queryOptions(request),
      );
      return result;
    }
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'dump': {
      const tarball = await db.dumpDataDir(request.compression);
      return new Uint8Array(await tarball.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
  }
};

/** An error as plain data: the message, and the fields a PostgreSQL error carries (code, constraint…). */
const describe = (error: unknown): Record<string, unknown> => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error))
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
};

port.on('message', (request: Request & { sync?: boolean }) => {
  const reply = request.sync ? answerNow : (answer: unknown) => port.postMessage(answer);
  handle(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error: unknown) => reply({ id: request.id, ok: false, error: describe(error) }),
  );
});

db.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error: unknown) => port.postMessage({ ready: false, error: describe(error) }),
);
