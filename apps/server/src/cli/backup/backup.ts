import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { dumpDatabase, migrationLevel } from './database';
import { PARALLEL_COPIES, fileStoreOf } from './files';
import {
  FORMAT,
  describeFile,
  megabytes,
  objectPath,
  prepareBackupFolder,
  writeManifest,
  type Manifest,
  type StoredObject,
} from './manifest';

/**
 * `npm run backup -- <dir>`: the database first, then the files. In that order a file added during
 * the copy is at worst an extra file no row names; a row never names a file the backup lacks
 * unless the file was deleted meanwhile (its row going with it in the next backup).
 */
export const backup = async (
  config: Config,
  database: Database,
  dir: string,
  options: { env: NodeJS.ProcessEnv; say?: (line: string) => void },
): Promise<Manifest> => {
  const say = options.say ?? (() => undefined);
  await prepareBackupFolder(dir);
  const migrations = await migrationLevel(database.db);
  const dumped = await dumpDatabase(database, dir, options.env);
  say(
    `Database (${dumped.kind}, migration ${migrations.latest}): ${dumped.file}, ${megabytes(dumped.size)}.`,
  );

  const store = fileStoreOf(config);
  try {
    const listed = await store.list();
    const limit = pLimit(PARALLEL_COPIES);
    const objects = await Promise.all(
      listed.map(({ key }) =>
        limit(async (): Promise<StoredObject> => {
          const file = objectPath(dir, key);
          await fs.mkdir(path.dirname(file), { recursive: true });
          const headers = await store.download(key, file);
          return {
            key,
            ...(await describeFile(file)),
            ...(headers.ContentType ? { content_type: headers.ContentType } : {}),
            ...(headers.CacheControl ? { cache_control: headers.CacheControl } : {}),
            ...(headers.ContentDisposition ? { content_disposition: headers.ContentDisposition } : {}),
          };
        }),
      ),
    );
    const total = objects.reduce((sum, object) => sum + object.size, 0);
    say(`Files (${store.source}): ${objects.length}, ${megabytes(total)}.`);
    const manifest: Manifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      migrations,
      database: dumped,
      files: { kind: store.kind, source: store.source, objects },
    };
    await writeManifest(dir, manifest);
    return manifest;
  } finally {
    store.close();
  }
};
