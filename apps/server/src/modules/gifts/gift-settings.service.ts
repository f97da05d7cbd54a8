import {
  GIFT_IMAGE_KINDS,
  giftConfigSchema,
  type GiftConfig,
  type GiftImageField,
  type GiftSettingsUpdate,
} from '@scena/shared';
import type { AppContext } from '../../context';
import type { ValidatedForm } from '../../adapters/storage';
import { removeFiles, storeFormImages } from '../../lib/form-images';
import { sanitizeAdminHtml } from '../../lib/sanitize-html';
import { createAppConfigService, type AuditActor } from '../content';

/**
 * The gift settings (spec 3 §2.5): keys of the app config (modules/content CONTEXT.md), read
 * through its cache and written through its `update`, so a change is audited and in force on
 * every instance within a second, and a banner that leaves its own upload has the file removed.
 */
export const createGiftSettings = (ctx: Pick<AppContext, 'db' | 'storage' | 'config'>) => {
  const appConfig = createAppConfigService(ctx);
  const pick = (config: Parameters<typeof giftConfigSchema.parse>[0]): GiftConfig =>
    giftConfigSchema.parse(config);

  return {
    async get(): Promise<GiftConfig> {
      return pick(await appConfig.get());
    },

    /** PUT /api/gifts/settings: one card's fields (validated) plus new banners (`<field>_data`). */
    async save(form: ValidatedForm<GiftSettingsUpdate>, actor: AuditActor): Promise<GiftConfig> {
      const values: Partial<GiftConfig> = Object.fromEntries(
        Object.entries(form.values).filter(([, value]) => value !== undefined),
      );
      // The descriptions are HTML shown on the home page: only what an administrator's text may hold.
      for (const field of ['gift_description', 'gift_description_en'] as const) {
        const html = values[field];
        if (html !== undefined)
          values[field] = sanitizeAdminHtml(html, { iframeHosts: ctx.config.IFRAME_HOSTS });
      }
      const stored = await storeFormImages(ctx.storage, form.files, GIFT_IMAGE_KINDS);
      try {
        return pick(await appConfig.update({ ...values, ...stored }, { actor, uploaded: stored }));
      } catch (error) {
        await removeFiles(ctx.storage, Object.values(stored));
        throw error;
      }
    },

    /** DELETE /api/gifts/settings/image/{id}: clears the banner; its own uploaded file is removed. */
    async clearImage(field: GiftImageField, actor: AuditActor): Promise<GiftConfig> {
      return pick(await appConfig.clearImage(field, actor));
    },
  };
};
export type GiftSettings = ReturnType<typeof createGiftSettings>;
