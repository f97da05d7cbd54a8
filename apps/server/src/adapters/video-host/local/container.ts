import { open } from 'node:fs/promises';

/**
 * The real container of an uploaded file, read from its first bytes (the name proves nothing).
 * Spec 2 §5's types: mp4 and mov (ISO BMFF 'ftyp'), webm (EBML), ogg, avi (RIFF AVI), flv, wmv (ASF).
 */
export type Container = 'mp4' | 'mov' | 'webm' | 'ogg' | 'avi' | 'flv' | 'wmv';

const ASF = Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]);

export const sniffContainer = (head: Buffer): Container | null => {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp')
    return head.toString('latin1', 8, 10) === 'qt' ? 'mov' : 'mp4';
  // QuickTime files without 'ftyp' start with one of these atoms.
  if (head.length >= 8 && ['moov', 'mdat', 'wide', 'free'].includes(head.toString('latin1', 4, 8)))
    return 'mov';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') return 'avi';
  if (head.toString('latin1', 0, 3) === 'FLV') return 'flv';
  if (head.length >= 8 && head.subarray(0, 8).equals(ASF)) return 'wmv';
  return null;
};

export const containerOfFile = async (path: string): Promise<Container | null> => {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, 16, 0);
    return sniffContainer(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
};

/** What browsers play as a plain file (progressive playback without packaging). */
export const PROGRESSIVE_TYPES: Partial<Record<Container, string>> = {
  mp4: 'video/mp4',
  mov: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
};
