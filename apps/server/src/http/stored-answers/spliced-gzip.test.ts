import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzipPiece, joinGzipPieces } from './spliced-gzip';

describe('gzip made of pieces (spliced-gzip.ts)', () => {
  it('joins pieces, each referring back into the text before it, into one valid gzip member', async () => {
    const texts = ['{"list":[', '"żółć",'.repeat(300), '"żółć",'.repeat(300), '0]}'];
    const pieces = await Promise.all(
      texts.map((text, i) => gzipPiece(text, i > 0 ? texts[i - 1] : undefined)),
    );
    expect(zlib.gunzipSync(joinGzipPieces(pieces)).toString()).toBe(texts.join(''));
    // The piece after a long repeat refers back into it: far smaller than the piece alone.
    expect(pieces[2]!.data.length).toBeLessThan((await gzipPiece(texts[2]!)).data.length);
  });

  it('combines CRC-32s as zlib does', () => {
    const a = Buffer.from('{"events":[ żółć');
    const b = Buffer.from('x'.repeat(70_000));
    expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(zlib.crc32(Buffer.concat([a, b])));
    expect(crc32Combine(0, zlib.crc32(b), b.length)).toBe(zlib.crc32(b));
    expect(crc32Combine(zlib.crc32(a), 0, 0)).toBe(zlib.crc32(a));
  });
});
