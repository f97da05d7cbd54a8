import zlib from 'node:zlib';

/** A response's body as the client reads it: gunzipped or brotli-decoded by its Content-Encoding. */
export const decodedBody = (res: { headers: Record<string, unknown>; rawPayload: Buffer }): Buffer => {
  const coding = res.headers['content-encoding'];
  if (coding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  if (coding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  return res.rawPayload;
};
