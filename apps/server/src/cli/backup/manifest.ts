import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * A backup is a folder: the database (database.dump from pg_dump, or database.tar.gz from PGlite),
 * every stored file under files/<key>, and manifest.json, written last, so a folder without it is
 * an unfinished backup. Restore checks every size and checksum before it writes anything.
 */
export const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files';
export const FORMAT = 'scena-backup/1';

/** A refusal or a failed step, said to the operator as it is (the CLI prints the message). */
export class BackupError extends Error {}

const sha256 = z.string().regex(/^[a-f0-9]{64}$/);

const storedObject = z.object({
  key: z.string().min(1),
  size: z.number().int().min(0),
  sha256,
  content_type: z.string().optional(),
  cache_control: z.string().optional(),
  content_disposition: z.string().optional(),
});
export type StoredObject = z.infer<typeof storedObject>;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  created_at: z.iso.datetime(),
  /** The migration the database had reached: restore refuses a backup newer than its code. */
  migrations: z.object({ applied: z.number().int().min(1), latest: z.string() }),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    file: z.enum(['database.dump', 'database.tar.gz']),
    size: z.number().int().min(0),
    sha256,
  }),
  files: z.object({
    kind: z.enum(['s3', 'local']),
    /** Where they came from, for the operator (a bucket, or DATA_DIR). */
    source: z.string(),
    objects: z.array(storedObject),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** Size and SHA-256 of a file, read once. */
export const describeFile = async (file: string) => {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
};

/**
 * Where an object's bytes sit in the backup. Bucket keys become paths, so a key that could leave
 * the folder (`..`, an absolute path, an empty segment) is refused rather than rewritten.
 */
export const objectPath = (dir: string, key: string) => {
  const segments = key.split('/');
  if (segments.some((part) => part === '' || part === '.' || part === '..' || /[\\\0]/.test(part)))
    throw new BackupError(`The object key ${JSON.stringify(key)} cannot be stored as a file.`);
  return path.join(dir, FILES_FOLDER, ...segments);
};

/** A new folder, or an empty one: a backup never mixes with an older one. */
export const prepareBackupFolder = async (dir: string) => {
  const existing = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length) throw new BackupError(`${dir} is not empty: back up into a new folder.`);
  await fs.mkdir(path.join(dir, FILES_FOLDER), { recursive: true });
};

export const writeManifest = (dir: string, manifest: Manifest) =>
  fs.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

export const readManifest = async (dir: string): Promise<Manifest> => {
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null)
    throw new BackupError(`${dir} has no ${MANIFEST_FILE}: not a backup, or one that did not finish.`);
  let parsed: Manifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new BackupError(`${MANIFEST_FILE} is not a Scena backup manifest (${(error as Error).message}).`);
  }
  for (const object of parsed.files.objects) objectPath(dir, object.key);
  return parsed;
};

/** Every file the manifest names, at its size and checksum; the problems, all of them, in one refusal. */
export const checkBackupFiles = async (dir: string, manifest: Manifest) => {
  const expected = [
    { ...manifest.database, name: manifest.database.file, file: path.join(dir, manifest.database.file) },
    ...manifest.files.objects.map((object) => ({
      ...object,
      name: `${FILES_FOLDER}/${object.key}`,
      file: objectPath(dir, object.key),
    })),
  ];
  const problems: string[] = [];
  for (const item of expected) {
    const found = await describeFile(item.file).catch(() => null);
    if (!found) problems.push(`${item.name} is missing`);
    else if (found.size !== item.size)
      problems.push(`${item.name} has ${found.size} bytes, not ${item.size}`);
    else if (found.sha256 !== item.sha256) problems.push(`${item.name} does not match its checksum`);
  }
  if (problems.length)
    throw new BackupError(
      `The backup in ${dir} is damaged; nothing was restored:\n  ${problems.slice(0, 20).join('\n  ')}` +
        (problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''),
    );
};
