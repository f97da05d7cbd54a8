/**
 * Whether hls.js sends the viewer's session token (`x-auth-token`) with a request: only to the
 * site itself, whose media routes check that the token's user is the signed link's. Presigned
 * bucket addresses (STORAGE=s3) are another origin: the session never leaves the site, and the
 * header would make every segment request a CORS preflight.
 */
export const sendsSessionTo = (url: string, page: string = window.location.href): boolean =>
  new URL(url, page).origin === new URL(page).origin;
