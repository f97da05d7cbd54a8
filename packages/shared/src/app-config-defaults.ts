import type { AppConfig } from './app-config.schema';
import { giftConfigDefaults } from './gifts/config-defaults';

/*
 * Kept apart from content.contract so the viewer's home page can use the defaults without
 * loading zod: this module has no runtime imports.
 */

/** Defaults for a fresh installation; stored values override them key by key. */
export const appConfigDefaults: AppConfig = {
  info_bar: '',
  error_bar: '',
  info_bar_iat: null,
  error_bar_iat: null,
  maintenance: false,
  institution_page: '',
  institution_page_title: '',
  regulations_page: '/regulamin',
  policy_page: '/polityka',
  noauth_bg_image: '',
  show_advertisement: false,
  free_ad_url: '',
  paid_ad_url: '',
  mobile_free_ad_img: '',
  tablet_free_ad_img: '',
  desktop_free_ad_img: '',
  mobile_paid_ad_img: '',
  tablet_paid_ad_img: '',
  desktop_paid_ad_img: '',
  tickets_expiration_time: 0,
  view_eventslist: true,
  view_vod: true,
  view_slider: true,
  vod_filters: true,
  notify_remindplatform: false,
  notify_remindpayedevent: false,
  notify_newcontent_date: null,
  access_only_poland: false,
  access_only_europe: false,
  autoban_after_exceeding_ip_limit: false,
  send_email_after_ip_ban: false,
  max_diff_ip_views_per_user: 5,
  ip_ban_duration_hours: 24,
  view_festival: false,
  festival_title: '',
  festival_title_en: '',
  festival_short_dates: '',
  festival_show_finished: true,
  festival_reverse_finished: false,
  contact_email: '',
  help_faq_url: '',
  help_reports_url: '',
  ...giftConfigDefaults,
};
