import { createHash } from 'node:crypto';

/**
 * The one entity tag of stored answers: a hash of what the representation is made of, so an
 * unchanged answer keeps its tag across data versions and instances (a 304 after a write that did
 * not touch it). Parts are hashed in order, as if concatenated: a spliced answer is tagged by its
 * profile answer's tag and the cards spliced in, without joining its text.
 */
export const entityTag = (...parts: readonly (string | Buffer)[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return `"${hash.digest('base64url').slice(0, 27)}"`;
};

/** Does If-None-Match name this entity tag (weak comparison, as RFC 9110 asks for GET)? */
export const matchesEtag = (header: string | string[] | undefined, etag: string): boolean => {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};
