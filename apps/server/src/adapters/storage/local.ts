import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { STORED_NAME_PATTERN, UPLOADS_PREFIX, type FileStorage } from './types';

/** Files in one directory (config.paths.uploads), outside the web root, served by serve.ts. */
export const createLocalStorage = (directory: string): FileStorage => {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= fsp.mkdir(directory, { recursive: true }));
  const fileOf = (name: string): string | null =>
    STORED_NAME_PATTERN.test(name) ? path.join(directory, name) : null;

  return {
    async put(name, data) {
      const file = fileOf(name);
      if (!file) throw new Error(`refusing to store a file named ${JSON.stringify(name)}`);
      await ensureDir();
      // Write then rename, so a reader never sees half a file.
      const temp = path.join(directory, `.${randomBytes(8).toString('hex')}.tmp`);
      await fsp.writeFile(temp, data, { flag: 'wx' });
      await fsp.rename(temp, file);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      if (!url || !url.startsWith(UPLOADS_PREFIX)) return;
      const file = fileOf(url.slice(UPLOADS_PREFIX.length));
      if (file) await fsp.rm(file, { force: true });
    },
    async open(name) {
      const file = fileOf(name);
      if (!file) return null;
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
  };
};
