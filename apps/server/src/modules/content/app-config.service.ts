import {
  appConfigDefaults,
  appConfigSchema,
  homeAppConfigSchema,
  publicAppConfigSchema,
  type AppConfig,
  type AppConfigImageField,
  type AppConfigResponse,
  type ExternalConfigResponse,
} from '@scena/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { removeFiles } from '../../lib/form-images';
import { appConfigRepository } from './app-config.repository';

/**
 * Settings are read on many requests (maintenance and geo checks, the footer), so they are cached
 * in memory per database for a few seconds. An update here clears the cache at once; other server
 * instances see it within APP_CONFIG_CACHE_MS (keep it short: the maintenance switch depends on it).
 */
export const APP_CONFIG_CACHE_MS = 5_000;

interface CacheEntry {
  value?: AppConfig;
  expires: number;
  /** Bumped by every update, so a read that started before an update cannot cache stale values. */
  generation: number;
}
// Per database, not per service: every service instance of one app shares it.
const caches = new WeakMap<Db, CacheEntry>();
const cacheFor = (db: Db): CacheEntry => {
  let entry = caches.get(db);
  if (!entry) caches.set(db, (entry = { expires: 0, generation: 0 }));
  return entry;
};

type Keys = keyof AppConfig;
const KEYS = Object.keys(appConfigDefaults) as Keys[];

/** Stored values over defaults, key by key; a stored value that no longer fits its field is ignored. */
const merge = (entries: Record<string, unknown>): AppConfig => {
  const config: Record<string, unknown> = { ...appConfigDefaults };
  for (const key of KEYS) {
    if (!(key in entries)) continue;
    const parsed = appConfigSchema.shape[key].safeParse(entries[key]);
    if (parsed.success) config[key] = parsed.data;
  }
  return config as AppConfig;
};

/**
 * The stored file an image field uploaded itself, kept beside the setting (not a setting: merge()
 * ignores it). Only that file is ours to remove: a field can also point at any other address,
 * a video's poster included, and clearing the field must not delete someone else's file.
 */
const uploadKey = (field: AppConfigImageField) => `uploaded:${field}`;

/** Which "issued at" stamp belongs to which bar text. */
const BAR_STAMPS = { info_bar: 'info_bar_iat', error_bar: 'error_bar_iat' } as const;

/** The app settings (CONTEXT.md). Other modules read them with `createAppConfigService(ctx).get()`. */
export const createAppConfigService = (ctx: Pick<AppContext, 'db' | 'storage'>) => {
  const invalidate = () => {
    const cache = cacheFor(ctx.db);
    cache.generation += 1;
    cache.value = undefined;
    cache.expires = 0;
  };

  /** The whole configuration (cheap: cached). */
  const get = async (): Promise<AppConfig> => {
    const cache = cacheFor(ctx.db);
    if (cache.value && cache.expires > Date.now()) return cache.value;
    return load();
  };

  /**
   * From the database, refreshing the cache. The GET routes read this way: their answers are kept
   * by the response cache until the next write (from any instance), so they must not be filled
   * from this instance's few-seconds-old copy.
   */
  const load = async (): Promise<AppConfig> => {
    const cache = cacheFor(ctx.db);
    const generation = cache.generation;
    const value = merge(await appConfigRepository.readAll(ctx.db));
    if (cache.generation === generation) {
      cache.value = value;
      cache.expires = Date.now() + APP_CONFIG_CACHE_MS;
    }
    return value;
  };

  /**
   * Saves some settings (already validated). A changed info or error bar text gets a new issued-at
   * time, which makes the web show the bar again to viewers who dismissed the old text.
   * `notify_newcontent_date` is not in the admin's PUT; the notifications action sets it here.
   */
  const update = async (patch: Partial<AppConfig>): Promise<AppConfig> => {
    const changes: Record<string, unknown> = Object.fromEntries(
      Object.entries(patch).filter(([key, value]) => value !== undefined && KEYS.includes(key as Keys)),
    );
    if (Object.keys(changes).length > 0) {
      await inTransaction(ctx.db, async (tx) => {
        const bars = (Object.keys(BAR_STAMPS) as (keyof typeof BAR_STAMPS)[]).filter((bar) => typeof changes[bar] === 'string');
        const current = await appConfigRepository.lock(tx, bars);
        for (const bar of bars) {
          const before = typeof current[bar] === 'string' ? current[bar] : appConfigDefaults[bar];
          if (changes[bar] !== before) changes[BAR_STAMPS[bar]] = Date.now();
        }
        await appConfigRepository.write(tx, changes);
      });
    }
    invalidate();
    return get();
  };

  return {
    get,
    update,

    /** GET /api/appconfig: administrators read every setting, everyone else the public part. */
    async read(asAdmin: boolean): Promise<AppConfigResponse> {
      const config = await load();
      return asAdmin ? config : publicAppConfigSchema.parse(config);
    },

    /** GET /external_api/config: the home page's part. */
    async home(): Promise<ExternalConfigResponse> {
      return { config: homeAppConfigSchema.parse(await load()) };
    },

    /**
     * Sets an image field to a file this field has just stored (the multipart upload path, when it
     * is wired) and records it as the field's own. The field's previous upload, if any, is removed.
     */
    async setUploadedImage(field: AppConfigImageField, url: string): Promise<AppConfig> {
      const previous = await inTransaction(ctx.db, async (tx) => {
        const own = (await appConfigRepository.lock(tx, [uploadKey(field)]))[uploadKey(field)];
        await appConfigRepository.write(tx, { [field]: url, [uploadKey(field)]: url });
        return typeof own === 'string' && own !== url ? own : null;
      });
      invalidate();
      if (previous) await removeFiles(ctx.storage, [previous]);
      return get();
    },

    /**
     * DELETE /api/appconfig/image/{id}: clears the field; removes the stored file only when the
     * field uploaded it itself (see uploadKey), never a file it merely points at.
     */
    async clearImage(field: AppConfigImageField): Promise<AppConfig> {
      const own = await inTransaction(ctx.db, async (tx) => {
        const current = await appConfigRepository.lock(tx, [field, uploadKey(field)]);
        const uploaded = current[uploadKey(field)];
        await appConfigRepository.write(tx, { [field]: '', [uploadKey(field)]: '' });
        return typeof uploaded === 'string' && uploaded === current[field] ? uploaded : null;
      });
      invalidate();
      // After the change is saved: a failed removal leaves an orphan file, never a broken link.
      if (own) await removeFiles(ctx.storage, [own]);
      return get();
    },
  };
};

export type AppConfigService = ReturnType<typeof createAppConfigService>;
