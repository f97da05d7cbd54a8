import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accepted, compressStored, pickEncoding, preferredEncoding } from './encoding';

describe('the encoding negotiator (encoding.ts)', () => {
  const cases: [string | undefined, 'br' | 'gzip' | null][] = [
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.2, br;q=0.9', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ];
  for (const [header, expected] of cases)
    it(`Accept-Encoding ${header ?? '(none)'} → ${expected ?? 'identity'}`, () => {
      expect(preferredEncoding(accepted(header))).toBe(expected);
    });

  it('leaves small answers as they are', () => {
    expect(pickEncoding(accepted('br'), 1023)).toBeNull();
    expect(pickEncoding(accepted('br'), 1024)).toBe('br');
  });

  it('compresses stored answers so that they decode to the body', async () => {
    const body = Buffer.from(JSON.stringify({ text: 'żółć '.repeat(500) }));
    expect(zlib.brotliDecompressSync(await compressStored(body, 'br')).equals(body)).toBe(true);
    expect(zlib.gunzipSync(await compressStored(body.toString(), 'gzip')).equals(body)).toBe(true);
  });
});
