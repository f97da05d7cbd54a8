import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entityTag, matchesEtag } from './etag';

describe('entity tags (etag.ts)', () => {
  it('hashes the parts as one text, quoted, 27 characters of base64url', () => {
    const tag = entityTag(Buffer.from('{"a":'), '1}');
    expect(tag).toBe(entityTag('{"a":1}'));
    expect(tag).toBe(`"${createHash('sha256').update('{"a":1}').digest('base64url').slice(0, 27)}"`);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag('{"a":2}')).not.toBe(tag);
  });

  it('matches If-None-Match weakly, in a list, or *', () => {
    const tag = entityTag('x');
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`"other", W/${tag}`, tag)).toBe(true);
    expect(matchesEtag(' * ', tag)).toBe(true);
    expect(matchesEtag('"other"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag([tag], tag)).toBe(false);
  });
});
