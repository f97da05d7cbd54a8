import {
  APP_CONFIG_IMAGE_FIELDS,
  APP_CONFIG_IMAGE_KINDS,
  GIFT_IMAGE_FIELDS,
  appConfigDefaults,
  appConfigSchema,
  homeAppConfigSchema,
  publicAppConfigSchema,
  giftConfigSchema,
  type AppConfig,
  type AppConfigImageField,
  type AppConfigResponse,
  type AppConfigUpdate,
  type ExternalConfigResponse,
  type GiftImageField,
} from '@scena/shared';
import { GROUP_TICKET_CONFIG_KEY, storedGroupTicketConfig } from '@scena/shared/group-tickets/config';
import type { AppContext } from '../../context';
import type { ValidatedForm } from '../../adapters/storage';
import { inTransaction } from '../../db/transaction';
import { removeFiles, storeFormImages } from '../../lib/form-images';
import { appConfigRepository } from './app-config.repository';
import { configCache } from './app-config.cache';
import { auditRepository, type AuditActor } from './audit.repository';
import type { AuditChange } from './audit.table';

export { APP_CONFIG_FRESH_MS } from './app-config.cache';

type Keys = keyof AppConfig;
const KEYS = Object.keys(appConfigDefaults) as Keys[];
// Other modules' settings kept here have image fields too (the gift banners, set by modules/gifts).
const IMAGE_FIELDS: readonly string[] = [...APP_CONFIG_IMAGE_FIELDS, ...GIFT_IMAGE_FIELDS];
type ImageField = AppConfigImageField | GiftImageField;

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
const uploadKey = (field: string) => `uploaded:${field}`;

/** Which "issued at" stamp belongs to which bar text. */
const BAR_STAMPS = { info_bar: 'info_bar_iat', error_bar: 'error_bar_iat' } as const;

interface UpdateOptions {
  actor?: AuditActor | null;
  /** Image fields whose new value is a file this request has just stored. */
  uploaded?: Record<string, string>;
}

/** The app settings (CONTEXT.md). Other modules read them with `createAppConfigService(ctx).get()`. */
export const createAppConfigService = (ctx: Pick<AppContext, 'db' | 'storage'>) => {
  const cache = configCache(ctx.db);

  /** From the database, refreshing the cache. */
  const load = async (): Promise<AppConfig> => {
    const ticket = await cache.begin();
    const value = merge(await appConfigRepository.readAll(ctx.db));
    cache.store(ticket, value);
    return value;
  };

  /** The whole configuration: cached, and current within APP_CONFIG_FRESH_MS on every instance. */
  const get = async (): Promise<AppConfig> => (await cache.fresh()) ?? load();

  /**
   * Saves some settings (already validated) and records what changed, by whom, in the audit log,
   * in one transaction. A changed bar text gets a new issued-at time, which makes the web show the
   * bar again to viewers who dismissed the old text. An image field that leaves a file it had
   * uploaded itself has that file removed after the commit.
   */
  const update = async (patch: Partial<AppConfig>, options: UpdateOptions = {}): Promise<AppConfig> => {
    const changes: Record<string, unknown> = Object.fromEntries(
      Object.entries(patch).filter(([key, value]) => value !== undefined && KEYS.includes(key as Keys)),
    );
    const uploaded = options.uploaded ?? {};
    const orphans: string[] = [];
    if (Object.keys(changes).length > 0) {
      await inTransaction(ctx.db, async (tx) => {
        const keys = Object.keys(changes);
        const images = keys.filter((key) => IMAGE_FIELDS.includes(key));
        const stored = await appConfigRepository.lock(tx, [...keys, ...images.map(uploadKey)]);
        const before = merge(stored);
        for (const bar of Object.keys(BAR_STAMPS) as (keyof typeof BAR_STAMPS)[]) {
          if (typeof changes[bar] === 'string' && changes[bar] !== before[bar])
            changes[BAR_STAMPS[bar]] = Date.now();
        }
        const audit: AuditChange[] = [];
        for (const key of Object.keys(changes) as Keys[]) {
          if (JSON.stringify(before[key]) !== JSON.stringify(changes[key]))
            audit.push({ field: key, old: before[key], new: changes[key] });
        }
        const extra: Record<string, unknown> = {};
        for (const field of images) {
          if (changes[field] === before[field as Keys] && !uploaded[field]) continue;
          const own = stored[uploadKey(field)];
          if (
            typeof own === 'string' &&
            own !== '' &&
            own === before[field as Keys] &&
            own !== changes[field]
          )
            orphans.push(own);
          extra[uploadKey(field)] = uploaded[field] ?? '';
        }
        await appConfigRepository.write(tx, { ...changes, ...extra });
        if (orphans.length > 0) {
          // A file another setting still points at (an ad image set to the background's address) stays.
          const after = merge(await appConfigRepository.readAll(tx));
          const used = new Set(Object.values(after).filter((value) => typeof value === 'string'));
          orphans.splice(0, orphans.length, ...orphans.filter((file) => !used.has(file)));
        }
        await auditRepository.record(tx, {
          subject: 'appconfig',
          actor: options.actor ?? null,
          changes: audit,
        });
      });
    }
    cache.invalidate();
    // After the change is saved: a failed removal leaves an orphan file, never a broken link.
    if (orphans.length > 0) await removeFiles(ctx.storage, orphans);
    return get();
  };

  return {
    get,
    update,

    /**
     * PUT /api/appconfig: the validated fields plus new images (`<field>_data`, checked by content
     * and stored first; removed again if the save fails).
     */
    async save(form: ValidatedForm<AppConfigUpdate>, actor: AuditActor): Promise<AppConfig> {
      const stored = await storeFormImages(ctx.storage, form.files, APP_CONFIG_IMAGE_KINDS);
      try {
        return await update({ ...form.values, ...stored }, { actor, uploaded: stored });
      } catch (error) {
        await removeFiles(ctx.storage, Object.values(stored));
        throw error;
      }
    },

    /** GET /api/appconfig: administrators read every setting, everyone else the public part. */
    async read(asAdmin: boolean): Promise<AppConfigResponse> {
      const config = await load();
      return asAdmin ? config : publicAppConfigSchema.parse(config);
    },

    /** GET /external_api/config: the home page's part and the group-ticket settings (their row, modules/group-tickets). */
    async home(): Promise<ExternalConfigResponse> {
      const [config, group] = await Promise.all([
        load(),
        appConfigRepository.readKey(ctx.db, GROUP_TICKET_CONFIG_KEY),
      ]);
      return {
        config: homeAppConfigSchema.parse(config),
        giftConfig: giftConfigSchema.parse(config),
        groupTicketConfig: storedGroupTicketConfig(group),
      };
    },

    /** Sets an image field to a file stored for it (records it as the field's own upload). */
    async setUploadedImage(
      field: ImageField,
      url: string,
      actor: AuditActor | null = null,
    ): Promise<AppConfig> {
      return update({ [field]: url }, { actor, uploaded: { [field]: url } });
    },

    /**
     * DELETE /api/appconfig/image/{id}: clears the field; removes the stored file only when the
     * field uploaded it itself (see uploadKey) and no other setting points at it.
     */
    async clearImage(field: ImageField, actor: AuditActor | null = null): Promise<AppConfig> {
      return update({ [field]: '' }, { actor });
    },
  };
};

export type AppConfigService = ReturnType<typeof createAppConfigService>;
