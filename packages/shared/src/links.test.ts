import { describe, expect, it } from 'vitest';
import { AD_LINK, IMAGE_LINK, isSafeLink, safeHref, SITE_LINK, SLIDE_LINK } from './links';
import { adLinkSchema, imageLinkSchema, siteLinkSchema } from './content.contract';
import { slideLinkField } from './catalog/fields';

/** Links a browser would open on another site, or run as script, from a "path on our site". */
const BAD = [
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '/a\\b',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\u0000x',
  '/x\u007f',
  '/\u202eevil',
  '/\u200bx',
  '/a b',
  '/a"onmouseover="x',
  "/a'b",
  '/a<b>',
  'https:evil.example',
  'https:/evil.example',
  'https://user:pass@evil.example',
  'https://scena.pl@evil.example',
  'https://',
  'https:// evil.example',
  'https://evil.example\\@scena.pl',
  'mailto:a@b.pl',
  'evil.example',
  'relative/path',
  '',
];

const GOOD_SITE = [
  '/',
  '/regulamin',
  '/n/jakkupicbilet',
  '/wideo/42?x=1#opis',
  '/%5Cstays-encoded',
  'https://teatr.pl/o-nas',
  'http://teatr.pl',
  'ftp://files.teatr.pl/a.pdf',
  'HTTPS://Teatr.pl/x',
];

describe('the shared link rule', () => {
  it.each(BAD)('refuses %j everywhere', (link) => {
    for (const rule of [SITE_LINK, AD_LINK, IMAGE_LINK, SLIDE_LINK])
      expect(isSafeLink(link, rule)).toBe(false);
    expect(safeHref(link)).toBeUndefined();
  });

  it.each(GOOD_SITE)('accepts %j as a site link and renders it', (link) => {
    expect(isSafeLink(link, SITE_LINK)).toBe(true);
    expect(safeHref(link)).toBe(link);
  });

  it('keeps each field to its kinds', () => {
    expect(isSafeLink('/regulamin', AD_LINK)).toBe(false);
    expect(isSafeLink('http://teatr.pl/a.jpg', IMAGE_LINK)).toBe(false);
    expect(isSafeLink('https://teatr.pl/a.jpg', IMAGE_LINK)).toBe(true);
    expect(isSafeLink('#festiwal', SLIDE_LINK)).toBe(true);
    expect(isSafeLink('#festiwal', SITE_LINK)).toBe(false);
    expect(isSafeLink('ftp://files.teatr.pl', SLIDE_LINK)).toBe(false);
  });

  it('is the rule of the contracts (footer, ads, images, slides)', () => {
    for (const link of BAD.filter(Boolean)) {
      expect(siteLinkSchema.safeParse(link).success, link).toBe(false);
      expect(adLinkSchema.safeParse(link).success, link).toBe(false);
      expect(imageLinkSchema.safeParse(link).success, link).toBe(false);
      expect(slideLinkField().safeParse(link).success, link).toBe(false);
    }
    expect(siteLinkSchema.parse(' /regulamin ')).toBe('/regulamin');
    expect(slideLinkField().parse('/#festiwal')).toBe('/#festiwal');
    expect(slideLinkField().parse('')).toBeNull();
  });
});
