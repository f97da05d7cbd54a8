import { classifyMedia } from '@scena/shared';
import type { Config } from '../../config';
import { sanitizeAdminHtml } from '../../lib/sanitize-html';
import { validationError } from '../../lib/form-validation';

/**
 * Admin HTML (descriptions, additional info, chat embeds) is stored only sanitised: the web renders
 * it as HTML, so what is stored must already be safe to show (no script, iframes only from IFRAME_HOSTS).
 */
export const cleanHtml = (config: Config, html: string | null | undefined): string | null | undefined => {
  if (html === undefined || html === null) return html;
  const clean = sanitizeAdminHtml(html, { iframeHosts: config.IFRAME_HOSTS });
  return clean === '' ? null : clean;
};

/**
 * A media value (link, hosted id or iframe) is stored as entered, except that an iframe passes the
 * sanitiser; an iframe from a host that is not allowed leaves nothing and is refused.
 */
export const cleanMedia = (
  config: Config,
  field: string,
  value: string | null | undefined,
): string | null | undefined => {
  if (value === undefined || value === null) return value;
  if (classifyMedia(value) !== 'iframe') return value;
  const clean = sanitizeAdminHtml(value, { iframeHosts: config.IFRAME_HOSTS });
  if (!/<iframe[\s>]/i.test(clean)) throw validationError({ [field]: 'catalog.validate.media_host' });
  return clean;
};

/** Cleans the named fields of a parsed body in place (only those present). */
export const cleanFields = <T extends Record<string, unknown>>(
  config: Config,
  values: T,
  html: readonly string[],
  media: readonly string[],
): T => {
  const out: Record<string, unknown> = { ...values };
  for (const field of html)
    if (field in out) out[field] = cleanHtml(config, out[field] as string | null | undefined);
  for (const field of media)
    if (field in out) out[field] = cleanMedia(config, field, out[field] as string | null | undefined);
  return out as T;
};
