import type { Language } from '../constants';
import { coreEn, corePl } from './core';
import { contentEn, contentPl } from './content';
import { authEn, authPl } from './auth';
import { catalogEn, catalogPl } from './catalog';
import { listEn, listPl } from './list';
import { accessEn, accessPl } from './access';
import { hostedVideoEn, hostedVideoPl } from './hosted-video';
import { ordersEn, ordersPl } from './orders';
import { bansEn, bansPl } from './bans';
import { dataExportEn, dataExportPl } from './data-export';
import { paymentsEn, paymentsPl } from './payments';
import { paymentActionsEn, paymentActionsPl } from './payment-actions';
import { boxOfficeReportsEn, boxOfficeReportsPl } from './box-office-reports';
import { groupTicketsEn, groupTicketsPl } from './group-tickets';
import { codesEn, codesPl } from './codes';

/**
 * Messages that both the server and the web show: validation messages (zod issues carry these
 * keys as their message) and API error messages. The web merges them into its i18next catalogue,
 * the server translates with `translate()` before answering.
 *
 * Each feature keeps its own file here (`<feature>.ts` exporting `<feature>Pl` and `<feature>En`)
 * and adds it to the two spreads below. If viewers (not only admins) see its messages, it is also
 * added to viewer.ts: the web bundles only those for the viewer's pages (JS budget) and loads this
 * full set with the admin panel. viewer.test.ts checks that no file is forgotten. E-mail texts
 * (mail.ts) are the one file outside these spreads: only the server renders them.
 */
const pl = {
  ...corePl,
  ...authPl,
  ...contentPl,
  ...catalogPl,
  ...listPl,
  ...accessPl,
  ...hostedVideoPl,
  ...ordersPl,
  ...bansPl,
  ...dataExportPl,
  ...paymentsPl,
  ...paymentActionsPl,
  ...boxOfficeReportsPl,
  ...groupTicketsPl,
  ...codesPl,
} as const;
const en: Record<keyof typeof pl, string> = {
  ...coreEn,
  ...authEn,
  ...contentEn,
  ...catalogEn,
  ...listEn,
  ...accessEn,
  ...hostedVideoEn,
  ...ordersEn,
  ...bansEn,
  ...dataExportEn,
  ...paymentsEn,
  ...paymentActionsEn,
  ...boxOfficeReportsEn,
  ...groupTicketsEn,
  ...codesEn,
};

export const messages = { pl, en } as const;
export type MessageKey = keyof typeof pl;

export const interpolate = (text: string, params?: Record<string, string | number>): string =>
  params ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? '')) : text;

/** Translates a key; unknown keys are returned unchanged so plain text passes through. */
export const translate = (lang: Language, key: string, params?: Record<string, string | number>): string => {
  const table: Record<string, string> = messages[lang] ?? messages.pl;
  const text = table[key] ?? (messages.pl as Record<string, string>)[key] ?? key;
  return interpolate(text, params);
};
