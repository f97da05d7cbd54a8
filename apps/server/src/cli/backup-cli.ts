import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backup } from './backup/backup';
import { openForBackup } from './backup/database';
import { BackupError } from './backup/manifest';
import { restore } from './backup/restore';

/**
 * `npm run backup -- <dir>`: the configured database and stored files into <dir> (new or empty).
 * `npm run restore -- <dir> [--force]`: a backup into the configured database and storage, which
 * must be empty unless --force. The configuration is the server's own (DATABASE_URL or DATA_DIR,
 * STORAGE and S3_*). README "Backup and restore" says when and how.
 */
const usage = 'Usage: npm run backup -- <dir>   |   npm run restore -- <dir> [--force]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [verb, dir, ...extra] = positionals;
if (
  (verb !== 'backup' && verb !== 'restore') ||
  !dir ||
  extra.length ||
  (verb === 'backup' && values.force)
) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const options = { env: process.env, say: (line: string) => console.log(line) };
try {
  if (verb === 'backup') {
    const database = await openForBackup(config);
    try {
      await backup(config, database, dir, options);
    } finally {
      await database.close();
    }
    console.log(`Backup complete: ${dir}`);
  } else {
    await restore(config, dir, { ...options, force: values.force });
    console.log('Restore complete. Start the server: it applies any newer migrations.');
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
