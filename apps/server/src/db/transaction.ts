import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from './client';

/**
 * The one transaction idiom. Services own transactions: a use case wraps its writes in
 * `inTransaction(db, async (tx) => …)` and hands `tx` to repositories, which take `DbOrTx` and never
 * open transactions themselves. Called with a transaction (a service composed into a larger one,
 * e.g. a code redemption inside a purchase), the work joins the outer transaction, so everything
 * commits or rolls back together; `{ savepoint: true }` runs it in a savepoint instead, so its
 * failure can be caught and the outer transaction carries on. `config` sets the isolation level of a
 * transaction this call opens (a consistent read-only snapshot for a page and its count).
 */
export const inTransaction = async <T>(
  db: DbOrTx,
  work: (tx: Tx) => Promise<T>,
  options: { savepoint?: boolean; config?: PgTransactionConfig } = {},
): Promise<T> => {
  if (isTransaction(db)) return options.savepoint ? db.transaction(work) : work(db);
  return db.transaction(work, options.config);
};

export const isTransaction = (db: DbOrTx): db is Tx => db instanceof PgTransaction;
