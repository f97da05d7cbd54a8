import { loadConfig } from '../config';
import { openDatabase } from './open';

const config = loadConfig();
const database = await openDatabase(config);
await database.close();
console.log(`Migrations applied (${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.paths.db}`}).`);
