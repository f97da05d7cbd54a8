import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { buildApp } from './app';
import { startJobs } from './jobs';
import { seedIfEmpty } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
const { app, ctx } = await buildApp({ config, database });
// Before anything can enqueue: starting pg-boss installs or migrates its schema and creates the queues.
const jobs = await startJobs(ctx, app.log);
await seedIfEmpty(ctx, app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT, backlog: config.LISTEN_BACKLOG });
app.log.info(
  `Scena is running at ${config.PUBLIC_URL} (${database.kind === 'pglite' ? `embedded PGlite in ${config.paths.db}` : 'PostgreSQL'})`,
);
