import { groupTicketConfig } from './group-tickets/config';
import { boolean, int, nullable, number, object, pick, string, union, type infer as Infer } from 'zod/mini';
import { giftConfig, giftConfigFields } from './gifts/config.schema';

/**
 * The app configuration as the API answers it, in zod/mini (the shell's descriptors are zod/mini:
 * shell.endpoints.ts; the web's first load calls their zod-free routes and loads none of this).
 * These are the output shapes, written once. The rules an administrator's input must pass are in
 * content.contract.ts (appConfigUpdateSchema, classic zod, loaded by the admin panel only); a
 * type-level check there keeps those rules and these shapes the same field list.
 */

/** Set by the server only, never through PUT /api/appconfig. */
export const serverSetAppConfigFields = {
  /** When the bar text last changed (ms since epoch); the web keys its 1-day dismissal by it. */
  info_bar_iat: nullable(int()),
  error_bar_iat: nullable(int()),
  /** When new content was last announced (ISO date-time), set by the notifications action. */
  notify_newcontent_date: nullable(string()),
};

/** The whole stored configuration, as administrators read it. */
export const appConfig = object({
  info_bar: string(),
  error_bar: string(),
  maintenance: boolean(),
  institution_page: string(),
  institution_page_title: string(),
  regulations_page: string(),
  policy_page: string(),
  noauth_bg_image: string(),
  show_advertisement: boolean(),
  free_ad_url: string(),
  paid_ad_url: string(),
  mobile_free_ad_img: string(),
  tablet_free_ad_img: string(),
  desktop_free_ad_img: string(),
  mobile_paid_ad_img: string(),
  tablet_paid_ad_img: string(),
  desktop_paid_ad_img: string(),
  tickets_expiration_time: number(),
  view_eventslist: boolean(),
  view_vod: boolean(),
  view_slider: boolean(),
  vod_filters: boolean(),
  notify_remindplatform: boolean(),
  notify_remindpayedevent: boolean(),
  access_only_poland: boolean(),
  access_only_europe: boolean(),
  autoban_after_exceeding_ip_limit: boolean(),
  send_email_after_ip_ban: boolean(),
  max_diff_ip_views_per_user: number(),
  ip_ban_duration_hours: number(),
  view_festival: boolean(),
  festival_title: string(),
  festival_title_en: string(),

  festival_short_dates: string(),
  festival_show_finished: boolean(),
  festival_reverse_finished: boolean(),
  contact_email: string(),
  /** The help screen's links (view=help): an external FAQ and the reports panel. */
  help_faq_url: string(),
  help_reports_url: string(),
  ...serverSetAppConfigFields,
  /** Set only through PUT /api/gifts/settings (modules/gifts). */
  ...giftConfigFields,
});
export type AppConfig = Infer<typeof appConfig>;

/** What a viewer's app needs (GET /api/appconfig without admin rights): spec 1 §3 plus home blocks. */
export const publicAppConfig = pick(appConfig, {
  info_bar: true,
  error_bar: true,
  info_bar_iat: true,
  error_bar_iat: true,
  maintenance: true,
  institution_page: true,
  institution_page_title: true,
  regulations_page: true,
  policy_page: true,
  noauth_bg_image: true,
  show_advertisement: true,
  free_ad_url: true,
  paid_ad_url: true,
  mobile_free_ad_img: true,
  tablet_free_ad_img: true,
  desktop_free_ad_img: true,
  mobile_paid_ad_img: true,
  tablet_paid_ad_img: true,
  desktop_paid_ad_img: true,
  tickets_expiration_time: true,
  view_eventslist: true,
  view_vod: true,
  view_slider: true,
  vod_filters: true,
  view_festival: true,
  festival_title: true,
  festival_title_en: true,
  festival_short_dates: true,
  festival_show_finished: true,
  festival_reverse_finished: true,
});
export type PublicAppConfig = Infer<typeof publicAppConfig>;

/**
 * GET /api/appconfig: administrators get the whole config, everyone else the public part. The
 * whole config is tried first, so an administrator's answer keeps every field.
 */
export const appConfigResponse = union([appConfig, publicAppConfig]);
export type AppConfigResponse = Infer<typeof appConfigResponse>;

/** The public home's part (spec 3 §3 App config (home)), served by GET /external_api/config. */
export const homeAppConfig = pick(appConfig, {
  view_slider: true,
  view_eventslist: true,
  view_vod: true,
  view_festival: true,
  vod_filters: true,
  festival_title: true,
  festival_title_en: true,
  festival_short_dates: true,
  festival_show_finished: true,
  festival_reverse_finished: true,
  policy_page: true,
  regulations_page: true,
  noauth_bg_image: true,
});
export type HomeAppConfig = Infer<typeof homeAppConfig>;

/** GET /external_api/config (spec 3 §7): the home's settings, the gift and the group-ticket settings. */
export const externalConfigResponse = object({ config: homeAppConfig, giftConfig, groupTicketConfig });
export type ExternalConfigResponse = Infer<typeof externalConfigResponse>;
