/**
 * The one link rule (server validation and web rendering). Plain functions, no zod: the viewer
 * shell renders configured links with them and must stay light.
 *
 * Browsers are generous with what they treat as "another site": '//host', '/\host' and '\\host'
 * all leave the site, tabs and newlines inside a scheme are dropped ('java\tscript:'), and
 * 'https://ours.pl@evil.example' shows our name for someone else's host. So a link is accepted
 * only in a plain form: no backslash, no whitespace or control character anywhere, no invisible
 * or direction-changing character, no quotes or angle brackets.
 */
const UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cf}\\<>"'`]/u;

/** '/x' on our site; never '//host' or '/\host' (a browser reads both as another site). */
export const isSitePath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTER.test(value);

/** '#anchor' on the current page (slides scroll to a home block). */
export const isPageAnchor = (value: string): boolean => /^#[\w-]*$/.test(value);

export type WebProtocol = 'http:' | 'https:' | 'ftp:';

/** 'https://host/…' with one of the protocols, written out in full, without user name or password. */
export const isAbsoluteUrl = (value: string, protocols: readonly WebProtocol[]): boolean => {
  if (UNSAFE_CHARACTER.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (protocols as readonly string[]).includes(url.protocol) &&
    value.toLowerCase().startsWith(`${url.protocol}//`) &&
    url.hostname.length > 0 &&
    url.username === '' &&
    url.password === ''
  );
};

export interface LinkRule {
  /** Paths on our site ('/…'). */
  path?: boolean;
  /** Anchors on the page ('#…'). */
  anchor?: boolean;
  /** Absolute addresses with these protocols. */
  web?: readonly WebProtocol[];
}

/** Footer and settings links: our paths or http/https/ftp addresses (spec 2 §5 Settings). */
export const SITE_LINK: LinkRule = { path: true, web: ['http:', 'https:', 'ftp:'] };
/** Advertisement targets: absolute http/https/ftp addresses only (spec 2 §5 Advertisements). */
export const AD_LINK: LinkRule = { web: ['http:', 'https:', 'ftp:'] };
/** Stored images: our upload paths or https addresses. */
export const IMAGE_LINK: LinkRule = { web: ['https:'], path: true };
/** Slide targets: http/https, our paths or an anchor of the home page. */
export const SLIDE_LINK: LinkRule = { web: ['http:', 'https:'], path: true, anchor: true };
/** What the web renders as a link at all: any of the above. */
export const ANY_LINK: LinkRule = { web: ['http:', 'https:', 'ftp:'], path: true, anchor: true };

/** Does a non-empty link follow the rule? (Empty means "no link" and is the caller's choice.) */
export const isSafeLink = (value: string, rule: LinkRule = ANY_LINK): boolean =>
  (rule.path === true && isSitePath(value)) ||
  (rule.anchor === true && isPageAnchor(value)) ||
  (rule.web !== undefined && isAbsoluteUrl(value, rule.web));

/** The link to put in an href, or undefined when it is empty or breaks the rule (render text instead). */
export const safeHref = (value: string | null | undefined, rule: LinkRule = ANY_LINK): string | undefined =>
  value && isSafeLink(value, rule) ? value : undefined;

/** Is the link another site's address (opened as a plain link, not through the router)? */
export const isExternalLink = (value: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(value);
