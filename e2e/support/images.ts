import { crc32, deflateSync } from 'node:zlib';

/** A file for Playwright's setInputFiles, built in memory (no fixture files to keep in the repo). */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/**
 * A real PNG (8-bit RGB, a colour gradient that differs by `seed`), so the browser can decode and
 * compress it and the server recognises it by its content. Encoded here with zlib: no image
 * library needed in the test runner.
 */
export const pngImage = (name: string, width = 320, height = 180, seed = 0): UploadFile => {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then RGB triples
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = (x * 255) / width + seed * 37;
      row[2 + x * 3] = (y * 255) / height + seed * 71;
      row[3 + x * 3] = ((x + y) * 128) / (width + height) + seed * 113;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer: png };
};

/** A plain text file: not an image by name, type or content. */
export const textFile = (name = 'notatki.txt'): UploadFile => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from('To nie jest obraz, tylko zwykły tekst.\n'),
});

/** Text disguised as a PNG by its name and type: only its content gives it away. */
export const disguisedImage = (name = 'plakat.png'): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('<?php echo "to nie jest obraz"; ?>\n'),
});
