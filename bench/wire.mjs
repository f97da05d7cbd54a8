// Bytes on the wire: what the running server sends for a path, asked the way a browser asks. Read
// with node:http, which (unlike fetch) hands over the body exactly as it arrived, still encoded, so
// the count is the server's own choice of encoding and not a guess made here.
import http from 'node:http';

/** What Chromium, Firefox and Safari all accept (Chromium adds zstd, which the server does not offer). */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip, deflate';
/** The same request without compression: what was sent before the server compressed anything. */
export const NO_COMPRESSION = 'identity';

/**
 * @param {string} url
 * @param {string} acceptEncoding
 * @returns {Promise<{ status: number, bytes: number, encoding: string, vary: string, type: string, length: number | null }>}
 */
export const wireSize = (url, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': acceptEncoding, 'accept-language': 'pl' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            encoding: response.headers['content-encoding'] ?? 'identity',
            vary: String(response.headers.vary ?? ''),
            type: String(response.headers['content-type'] ?? ''),
            length:
              response.headers['content-length'] === undefined
                ? null
                : Number(response.headers['content-length']),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });

/**
 * Each path fetched with a browser's Accept-Encoding and without compression.
 * @param {string} baseUrl
 * @param {string[]} paths
 */
export const measureWire = async (baseUrl, paths) => {
  const result = new Map();
  for (const pathname of paths) {
    const url = new URL(pathname, baseUrl).href;
    const [browser, plain] = [
      await wireSize(url, BROWSER_ACCEPT_ENCODING),
      await wireSize(url, NO_COMPRESSION),
    ];
    result.set(pathname, {
      wire: browser.bytes,
      encoding: browser.encoding,
      // A file compressed at build time goes out with its length; one compressed per request
      // (@fastify/compress, when the build made no .br/.gz) is streamed without one.
      precompressed: browser.encoding !== 'identity' && browser.length === browser.bytes,
      vary: browser.vary,
      status: browser.status,
      identity: plain.bytes,
    });
  }
  return result;
};
