import pLimit from 'p-limit';
import type { Config } from '../../config';
import { checkMigrationsKnown, databaseHoldsData, restoreDatabase } from './database';
import { PARALLEL_COPIES, fileStoreOf } from './files';
import {
  BackupError,
  checkBackupFiles,
  megabytes,
  objectPath,
  readManifest,
  type Manifest,
} from './manifest';

/**
 * `npm run restore -- <dir> [--force]` into the configured database and storage. Everything is
 * checked before anything is written: the manifest, every file's size and checksum, that this
 * code knows the backup's migrations, that the targets are of the backup's kind and empty (unless
 * `force`). Then the database, then the files; the server applies newer migrations at its start.
 */
export const restore = async (
  config: Config,
  dir: string,
  options: { force: boolean; env: NodeJS.ProcessEnv; say?: (line: string) => void },
): Promise<Manifest> => {
  const say = options.say ?? (() => undefined);
  const manifest = await readManifest(dir);
  await checkBackupFiles(dir, manifest);
  await checkMigrationsKnown(manifest.migrations);

  const databaseKind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== databaseKind)
    throw new BackupError(
      `The backup holds a ${manifest.database.kind} database; the configuration names ${databaseKind} ` +
        `(${manifest.database.kind === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL'}).`,
    );
  const store = fileStoreOf(config);
  try {
    if (manifest.files.kind !== store.kind)
      throw new BackupError(
        `The backup holds files from STORAGE=${manifest.files.kind}; the configuration says STORAGE=${store.kind}.`,
      );
    if (!options.force) {
      const full: string[] = [];
      if (await databaseHoldsData(config))
        full.push(config.DATABASE_URL ? 'the database has tables' : `${config.paths.db} is not empty`);
      const objects = await store.list();
      if (objects.length) full.push(`${store.source} holds ${objects.length} files`);
      if (full.length)
        throw new BackupError(
          `Restore goes into an empty database and storage, but ${full.join(' and ')}. ` +
            'Nothing was changed. Point the configuration at new ones, or add --force to overwrite.',
        );
    }

    const { movedAside } = await restoreDatabase(config, dir, manifest, options);
    if (movedAside) say(`The previous ${config.paths.db} was moved to ${movedAside}.`);
    say(`Database restored (migration ${manifest.migrations.latest}).`);

    const limit = pLimit(PARALLEL_COPIES);
    await Promise.all(
      manifest.files.objects.map((object) => limit(() => store.upload(object, objectPath(dir, object.key)))),
    );
    // Read back what the store now holds: every object of the manifest, at its size.
    const stored = new Map((await store.list()).map((object) => [object.key, object.size]));
    const missing = manifest.files.objects.filter((object) => stored.get(object.key) !== object.size);
    if (missing.length)
      throw new BackupError(
        `${missing.length} files did not arrive whole in ${store.source} (first: ${missing[0]!.key}).`,
      );
    const total = manifest.files.objects.reduce((sum, object) => sum + object.size, 0);
    say(`Files restored to ${store.source}: ${manifest.files.objects.length}, ${megabytes(total)}.`);
    return manifest;
  } finally {
    store.close();
  }
};
