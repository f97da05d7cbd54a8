/**
 * Spec 2 §7 names the hosted-video calls by `{uri}` (`/videos/123`), our paths by its digits. A
 * client written from the spec sends the uri as it is: encoded (`/api/vimeo/%2Fvideos%2F123`) or
 * as a path (`/api/vimeo/videos/123`, `/api/vimeo//videos/123`). Fastify's rewriteUrl turns each
 * into `/api/vimeo/123` before routing, so one route (and its access guard) answers all of them.
 */
const URI_FORM = /^\/api\/vimeo\/(?:\/?videos\/|%2Fvideos%2F)(\d{1,18})(?=[/?#]|$)/i;

export const hostedVideoUriPath = (url: string): string => url.replace(URI_FORM, '/api/vimeo/$1');
