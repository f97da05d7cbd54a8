import { z } from 'zod';
import { LANGUAGES, SLUG_MAX, TICKET_VALIDITY_HOURS, TITLE_MAX } from './constants';
import { serverSetAppConfigFields, type AppConfig } from './app-config.schema';
import { giftConfigFields } from './gifts/config.schema';
import { AD_LINK, IMAGE_LINK, isSafeLink, SITE_LINK, type LinkRule } from './links';
import type { ImageKind } from './images';
import { listQuerySchema, listResponseSchema } from './lists/list-query';

/**
 * Content contracts: the app configuration (spec 1 §3, spec 2 §3, spec 3 §3) and static pages.
 * Validation messages are message keys (translated by the server's error handler and the web).
 */

const EMAIL = z.email();
const LINK_MAX = 500;

/** A link field by one of the shared rules (links.ts); empty means none. */
const linkSchema = (rule: LinkRule) =>
  z
    .string()
    .trim()
    .max(LINK_MAX, 'form.validate.too_long')
    .refine((value) => value === '' || isSafeLink(value, rule), 'content.validate.link');

/** Links in the footer and settings: empty, absolute http/https/ftp, or '/…'. */
export const siteLinkSchema = linkSchema(SITE_LINK);
/** Advertisement targets: empty or an absolute http/https/ftp address (spec 2 §5 Advertisements). */
export const adLinkSchema = linkSchema(AD_LINK);
/** Stored images are our own upload paths or absolute https addresses; empty means none. */
export const imageLinkSchema = linkSchema(IMAGE_LINK);

export const ticketValiditySchema = z
  .number({ error: 'content.validate.tickets_expiration_time' })
  .refine(
    (value) => (TICKET_VALIDITY_HOURS as readonly number[]).includes(value),
    'content.validate.tickets_expiration_time',
  );

const barText = z.string().trim().max(1000, 'form.validate.too_long');
const shortText = z.string().trim().max(TITLE_MAX, 'form.validate.too_long');

/** Image fields of the app config; DELETE /api/appconfig/image/{id} takes one of these as id. */
export const APP_CONFIG_IMAGE_FIELDS = [
  'noauth_bg_image',
  'mobile_free_ad_img',
  'tablet_free_ad_img',
  'desktop_free_ad_img',
  'mobile_paid_ad_img',
  'tablet_paid_ad_img',
  'desktop_paid_ad_img',
] as const;
export type AppConfigImageField = (typeof APP_CONFIG_IMAGE_FIELDS)[number];

/**
 * What an administrator may change with PUT /api/appconfig (every field optional). A field the
 * contract does not name (a typo, a server-set stamp such as info_bar_iat) is refused, not ignored:
 * an admin must never believe a setting was saved when it was not.
 */
export const appConfigUpdateSchema = z
  .strictObject(
    {
      info_bar: barText,
      error_bar: barText,
      maintenance: z.boolean(),
      institution_page: siteLinkSchema,
      institution_page_title: shortText,
      regulations_page: siteLinkSchema,
      policy_page: siteLinkSchema,
      noauth_bg_image: imageLinkSchema,
      show_advertisement: z.boolean(),
      free_ad_url: adLinkSchema,
      paid_ad_url: adLinkSchema,
      mobile_free_ad_img: imageLinkSchema,
      tablet_free_ad_img: imageLinkSchema,
      desktop_free_ad_img: imageLinkSchema,
      mobile_paid_ad_img: imageLinkSchema,
      tablet_paid_ad_img: imageLinkSchema,
      desktop_paid_ad_img: imageLinkSchema,
      tickets_expiration_time: ticketValiditySchema,
      view_eventslist: z.boolean(),
      view_vod: z.boolean(),
      view_slider: z.boolean(),
      vod_filters: z.boolean(),
      notify_remindplatform: z.boolean(),
      notify_remindpayedevent: z.boolean(),
      access_only_poland: z.boolean(),
      access_only_europe: z.boolean(),
      autoban_after_exceeding_ip_limit: z.boolean(),
      send_email_after_ip_ban: z.boolean(),
      max_diff_ip_views_per_user: z
        .number({ error: 'form.validate.invalid_value' })
        .int('form.validate.invalid_value')
        .min(1, 'form.validate.invalid_value')
        .max(10_000, 'form.validate.invalid_value'),
      /** How long the IP-limit auto-ban lasts, in hours; 0: until an administrator lifts it. */
      ip_ban_duration_hours: z
        .number({ error: 'content.validate.ip_ban_duration' })
        .int('content.validate.ip_ban_duration')
        .min(0, 'content.validate.ip_ban_duration')
        .max(8760, 'content.validate.ip_ban_duration'),
      view_festival: z.boolean(),
      festival_title: shortText,
      festival_title_en: shortText,
      festival_short_dates: shortText,
      festival_show_finished: z.boolean(),
      festival_reverse_finished: z.boolean(),
      contact_email: z
        .string()
        .trim()
        .max(254, 'content.validate.contact_email')
        .refine((value) => value === '' || EMAIL.safeParse(value).success, 'content.validate.contact_email'),
      help_faq_url: siteLinkSchema,
      help_reports_url: siteLinkSchema,
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? 'content.validate.unknown_fields' : undefined),
    },
  )
  .partial();
export type AppConfigUpdate = z.infer<typeof appConfigUpdateSchema>;

/**
 * The whole stored configuration with each field's rule (the server ignores a stored value that no
 * longer passes its rule). The answer's shape is the zod/mini `appConfig` (app-config.schema.ts),
 * the shell's answer schema (shell.endpoints.ts); the check below keeps the two one field list.
 */
export const appConfigSchema = appConfigUpdateSchema
  .required()
  .extend(serverSetAppConfigFields)
  // Other modules' settings kept in the app config, each set through its own route (gifts.contract.ts).
  .extend(giftConfigFields);

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to compile when a field is added to, removed from or retyped in only one of the two. */
const _rulesMatchTheAnswer: Same<z.output<typeof appConfigSchema>, AppConfig> = true;
void _rulesMatchTheAnswer;

export {
  appConfig,
  publicAppConfig as publicAppConfigSchema,
  appConfigResponse as appConfigResponseSchema,
  homeAppConfig as homeAppConfigSchema,
  externalConfigResponse as externalConfigResponseSchema,
  type AppConfig,
  type AppConfigResponse,
  type PublicAppConfig,
  type HomeAppConfig,
  type ExternalConfigResponse,
} from './app-config.schema';
export { appConfigDefaults } from './app-config-defaults';

export const appConfigImageParamsSchema = z.object({
  id: z.enum(APP_CONFIG_IMAGE_FIELDS, 'content.image_not_found'),
});

/**
 * PUT /api/appconfig as multipart (the settings and ads screens): an image field's new file comes
 * as `<field>_data` (spec 2 §3 "*_img_data"), with the limits of its kind (images.ts); the text
 * parts decode with these kinds and validate with appConfigUpdateSchema like a JSON body.
 */
export const APP_CONFIG_IMAGE_KINDS = {
  noauth_bg_image: 'background',
  mobile_free_ad_img: 'ad_mobile',
  mobile_paid_ad_img: 'ad_mobile',
  tablet_free_ad_img: 'ad_tablet',
  tablet_paid_ad_img: 'ad_tablet',
  desktop_free_ad_img: 'ad_desktop',
  desktop_paid_ad_img: 'ad_desktop',
} as const satisfies Record<AppConfigImageField, ImageKind>;

const BOOLEAN_FIELDS = Object.entries(appConfigUpdateSchema.shape)
  .filter(([, field]) => field.unwrap() instanceof z.ZodBoolean)
  .map(([name]) => name);
export const APP_CONFIG_FORM_KINDS = {
  numbers: ['tickets_expiration_time', 'max_diff_ip_views_per_user'],
  flags: BOOLEAN_FIELDS,
  idLists: [],
} as const;

/* ------------------------------------------------------------------ audit log */

/** One changed setting in an audit entry: values as stored (JSON), before and after. */
export const auditChangeSchema = z.object({ field: z.string(), old: z.unknown(), new: z.unknown() });
/**
 * Who changed which settings when (GET /api/appconfig/audit). `subject` is 'appconfig' or
 * 'page' (then `subject_id` is the page id) or 'action' (reject-tos, new-content notification), or
 * 'user' (an administrator's change to the account `subject_id`: role, e-mail, ban, unban, deletion).
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  subject_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  user_email: z.string(),
  created_at: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const AUDIT_SORT_FIELDS = ['created_at'] as const;
export const auditListQuerySchema = listQuerySchema({
  sortFields: AUDIT_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  filters: z.object({ subject: z.enum(['appconfig', 'page', 'action', 'user']).optional() }),
});
export const auditPageSchema = listResponseSchema('entries', auditEntrySchema);

/* ------------------------------------------------------------------ pages */

/** Fixed page ids (spec 2 §9): the settings screen edits these four. */
export const PAGE_IDS = { POLICY: 1, REGULATIONS: 2, ACCESSIBILITY: 3, HOW_TO_BUY: 4 } as const;

export const pageSlugSchema = z
  .string({ error: 'form.validate.required' })
  .trim()
  .min(1, 'form.validate.required')
  .max(SLUG_MAX, 'form.validate.too_long')
  .regex(/^[a-z0-9_-]+$/, 'content.validate.slug');

export const pageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  slug: z.string(),
  /**
   * The language the title and content are written in. Pages have no translations, so this is
   * 'pl' whatever the viewer's language; the web marks the content with it (WCAG 3.1.2), so an
   * English screen reader does not read Polish text with English rules.
   */
  language: z.enum(LANGUAGES),
});
export type Page = z.infer<typeof pageSchema>;

/** PUT /api/pages/{id}. Content is HTML; the server sanitises it with an allowlist on save. */
export const pageUpdateSchema = z.object({
  title: z
    .string({ error: 'content.validate.title_required' })
    .trim()
    .min(1, 'content.validate.title_required')
    .max(TITLE_MAX, 'form.validate.too_long'),
  content: z
    .string({ error: 'content.validate.content_required' })
    .min(1, 'content.validate.content_required')
    .max(200_000, 'form.validate.too_long'),
  slug: pageSlugSchema,
});
export type PageUpdate = z.infer<typeof pageUpdateSchema>;

/** GET /api/pages/{slug}: a slug, or a page id (the settings screen loads pages 1-4 by id). */
export const pageSlugParamsSchema = z.object({ slug: z.string().min(1).max(SLUG_MAX) });
export const pageIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
