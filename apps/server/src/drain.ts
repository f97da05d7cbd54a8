import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobRunner } from './jobs';

/** Past the drain's own bound, a shutdown that still hangs (a pool that never empties) is ended. */
const LAST_RESORT_MS = 5_000;

/**
 * SIGTERM / SIGINT: the instance leaves without losing work. At once: the listener closes (a new
 * connection is refused, so nginx sends it to another instance), readiness and any request still
 * arriving on an open connection answer 503 (plugins/draining.ts), and the jobs stop fetching.
 * Requests in flight and running jobs get SHUTDOWN_TIMEOUT_MS to finish; then the connections
 * left are closed and the jobs still running go back to the queue (jobs/index.ts). Then the
 * database closes and the process exits 0; 1 if any of that failed or hung.
 */
export const drainOnSignals = (parts: {
  app: FastifyInstance;
  jobs: JobRunner;
  database: Database;
  config: Pick<Config, 'SHUTDOWN_TIMEOUT_MS'>;
}) => {
  const { app, jobs, database, config } = parts;
  const drain = async (signal: NodeJS.Signals) => {
    setTimeout(() => {
      app.log.error('shutdown did not finish in time');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + LAST_RESORT_MS).unref();
    app.startDraining();
    // Stops listening now (app.close() would only after its hooks); resolves once every open
    // connection has ended: then app.close() has nothing left to wait for and runs its hooks.
    const connectionsEnded = new Promise<void>((resolve) => app.server.close(() => resolve()));
    app.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'draining');
    const cut = setTimeout(() => app.server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS).unref();
    try {
      const httpDone = connectionsEnded.then(() => {
        clearTimeout(cut);
        return app.close();
      });
      await Promise.all([httpDone, jobs.stop()]);
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('drained');
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void drain(signal));
  process.once('SIGTERM', (signal) => void drain(signal));
};
