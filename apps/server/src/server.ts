import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { buildApp } from './app';
import { startJobs } from './jobs';
import { seedIfEmpty } from './seed';
import { drainOnSignals } from './drain';

const config = loadConfig();
const database = await openDatabase(config);
const { app, ctx } = await buildApp({ config, database });
// Before anything can enqueue: starting pg-boss installs or migrates its schema and creates the queues.
const jobs = await startJobs(ctx, app.log);
await seedIfEmpty(ctx, app.log);

drainOnSignals({ app, jobs, database, config });

await app.listen({ host: config.HOST, port: config.PORT, backlog: config.LISTEN_BACKLOG });
app.log.info(
  `Scena is running at ${config.PUBLIC_URL} (${database.kind === 'pglite' ? `embedded PGlite in ${config.paths.db}` : 'PostgreSQL'})`,
);
