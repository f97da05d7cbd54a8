import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * PGlite is one connection: a query on the database itself, made by code that holds an open
 * transaction and waits for the answer, queues behind that very transaction and never runs. The
 * whole server then hangs (every later request waits too). On PostgreSQL the same slip costs a
 * second pool connection and goes unnoticed, so it must be caught here: inside a transaction's
 * callback, a query, exec or transaction on the client itself throws at once, naming the mistake,
 * instead of waiting for ever. Work inside a transaction uses the `tx` it was handed.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export class PgliteSelfWaitError extends Error {
  constructor(method: string) {
    super(
      `PGlite: ${method}() on the database while this code holds a transaction would wait for ever; use the transaction it was handed`,
    );
    this.name = 'PgliteSelfWaitError';
  }
}

type Guarded = 'query' | 'exec' | 'sql' | 'transaction';

const guarded = new WeakSet<object>();

/** Guards PGlite's client, or the thread's (pglite-thread.ts), which has the same methods but `sql`. */
export const guardPglite = <Client extends object>(client: Client): Client => {
  if (guarded.has(client)) return client;
  guarded.add(client);
  const methods: Guarded[] = ['query', 'exec', 'sql', 'transaction'];
  for (const method of methods) {
    const own = (client as Record<string, unknown>)[method];
    if (typeof own !== 'function') continue;
    const original = (own as (...args: unknown[]) => Promise<unknown>).bind(client);
    const wrapper = (...args: unknown[]) => {
      if (openTransaction.getStore()?.open) return Promise.reject(new PgliteSelfWaitError(method));
      if (method !== 'transaction') return original(...args);
      const work = args[0] as (tx: unknown) => Promise<unknown>;
      return original(async (tx: unknown) => {
        // Closed when the callback ends: a timer it started may query the client afterwards.
        const state = { open: true };
        try {
          return await openTransaction.run(state, () => work(tx));
        } finally {
          state.open = false;
        }
      });
    };
    Object.defineProperty(client, method, { value: wrapper, configurable: true, writable: true });
  }
  return client;
};
