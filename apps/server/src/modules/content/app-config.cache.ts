import type { AppConfig } from '@scena/shared';
import type { Db } from '../../db/client';
import { publicDataVersionReader } from '../../http/stored-answers';

/**
 * How long a read trusts this instance's copy without asking the database. After that the next
 * read checks the public data version (one tiny query shared by every read waiting at that
 * moment); only when it moved is the config read again. So any write, from any instance, is in
 * force everywhere within this time plus one query: the maintenance switch within a second.
 */
export const APP_CONFIG_FRESH_MS = 250;

interface Entry {
  value?: AppConfig;
  /** The public data version the value was read at (migration 0001 triggers move it on every app_config write). */
  version: number;
  checkedAt: number;
  /** Bumped by this instance's own writes, so a read that started before one cannot store its older result. */
  generation: number;
  readVersion: () => Promise<number>;
}

// Per database, not per service: every service of one app instance shares it.
const entries = new WeakMap<Db, Entry>();

export const configCache = (db: Db) => {
  let entry = entries.get(db);
  if (!entry)
    entries.set(
      db,
      (entry = { version: -1, checkedAt: 0, generation: 0, readVersion: publicDataVersionReader(db) }),
    );
  const current = entry;
  return {
    /** The cached value when it is known to be current, else null (then load and store). */
    async fresh(now = Date.now()): Promise<AppConfig | null> {
      if (!current.value) return null;
      if (now - current.checkedAt < APP_CONFIG_FRESH_MS) return current.value;
      const generation = current.generation;
      const version = await current.readVersion();
      if (current.value && version === current.version && generation === current.generation) {
        current.checkedAt = now;
        return current.value;
      }
      return null;
    },
    /** Starts a load: the version is read before the config, so a value is never tagged newer than it is. */
    async begin(): Promise<{ version: number; generation: number }> {
      return { generation: current.generation, version: await current.readVersion() };
    },
    store(ticket: { version: number; generation: number }, value: AppConfig): void {
      if (ticket.generation !== current.generation) return;
      current.value = value;
      current.version = ticket.version;
      current.checkedAt = Date.now();
    },
    invalidate(): void {
      current.generation += 1;
      current.value = undefined;
    },
  };
};
