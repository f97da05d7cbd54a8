import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * One gzip answer made of separately compressed pieces (as pigz does). Each piece is a raw deflate
 * stream ended with a full flush (byte-aligned, no final block) whose references reach back at most
 * into the piece before it (gzipPiece's `before`), so pieces made once can be reused in many
 * answers and only the pieces that differ, and the ones right after them, are compressed again:
 * a signed-in list is its profile's shared answer with a few cards of the viewer's own
 * (profile-answer.ts). The gzip trailer's CRC-32 of the whole is combined from the pieces' CRCs
 * (crc32Combine) without reading their bytes again.
 */
export interface GzipPiece {
  data: Buffer;
  crc: number;
  length: number;
}

/** Deflate's window: how far back a piece may refer into the text before it. */
const WINDOW = 32 * 1024;

/**
 * Compresses one piece (zlib's thread pool, off the event loop). `before`: the text the piece
 * follows in the answer. Its last 32 KB become the piece's dictionary, so the piece may refer back
 * into it (as pigz does): a decoder has that text in its window. A piece made so is valid only
 * after exactly that text; whoever changes a piece compresses the next one again too.
 */
export const gzipPiece = async (text: string, before?: string): Promise<GzipPiece> => {
  const raw = Buffer.from(text);
  const previous = before ? Buffer.from(before) : null;
  const dictionary =
    previous && previous.length > 0 ? previous.subarray(Math.max(0, previous.length - WINDOW)) : undefined;
  const data = await deflateRaw(raw, {
    level: 6,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
    ...(dictionary ? { dictionary } : {}),
  });
  return { data, crc: zlib.crc32(raw), length: raw.length };
};

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: BFINAL 1, BTYPE 01, end of block. */
const FINAL_BLOCK = Buffer.from([3, 0]);

/** The gzip member of the pieces in order. */
export const joinGzipPieces = (pieces: readonly GzipPiece[]): Buffer => {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = crc32Combine(crc, piece.crc, piece.length);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...pieces.map((piece) => piece.data), FINAL_BLOCK, trailer]);
};

// CRC-32 combination (zlib's crc32_combine, GF(2) polynomial arithmetic modulo the CRC polynomial).
const POLY = 0xedb88320;

const multModP = (a: number, b: number): number => {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
};

/** x^(2^n) modulo the polynomial, n = 0..31. */
const X2N: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n++) {
  X2N.push(p);
  p = multModP(p, p);
}

/** x^(n * 2^k) modulo the polynomial. */
const x2nModP = (n: number, k: number): number => {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
};

/** The CRC-32 of A followed by B from crc(A), crc(B) and B's length. */
export const crc32Combine = (crcA: number, crcB: number, lengthB: number): number =>
  (multModP(x2nModP(lengthB, 3), crcA) ^ crcB) >>> 0;
