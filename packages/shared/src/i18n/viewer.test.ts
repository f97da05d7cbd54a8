import { describe, expect, it } from 'vitest';
import { catalogPl } from './catalog';
import { listPl } from './list';
import { hostedVideoPl } from './hosted-video';
import { bansPl } from './bans';
import { paymentsPl } from './payments';
import { paymentActionsPl } from './payment-actions';
import { boxOfficeReportsPl } from './box-office-reports';
import { codeOrdersPl } from './code-orders';
import { codesAdminPl } from './codes-admin';
import { messages } from './messages';
import { viewerMessages } from './viewer';

/**
 * Message files only admin screens show (the web loads them with the admin panel, never with the
 * viewer's pages). Every other file listed in messages.ts must be in viewer.ts.
 */
const ADMIN_ONLY = [
  catalogPl,
  listPl,
  hostedVideoPl,
  bansPl,
  paymentsPl,
  paymentActionsPl,
  boxOfficeReportsPl,
  codeOrdersPl,
  codesAdminPl,
];

describe('viewer messages', () => {
  it('hold every shared message that is not admin-only, with the same texts', () => {
    const adminOnly = new Set(ADMIN_ONLY.flatMap((file) => Object.keys(file)));
    for (const lang of ['pl', 'en'] as const) {
      const all: Record<string, string> = messages[lang];
      const viewer: Record<string, string> = viewerMessages[lang];
      const missing = Object.keys(all).filter((key) => !adminOnly.has(key) && !(key in viewer));
      // A new feature file added to messages.ts only: add it to viewer.ts, or to ADMIN_ONLY above.
      expect(missing, `${lang}: in messages.ts but neither in viewer.ts nor admin-only`).toEqual([]);
      for (const [key, text] of Object.entries(viewer)) expect(all[key], key).toBe(text);
    }
  });

  it('leave the admin-only messages out', () => {
    for (const key of ADMIN_ONLY.flatMap((file) => Object.keys(file))) {
      expect(key in viewerMessages.pl, key).toBe(false);
    }
  });
});
