import { authEn, authPl } from './auth';
import { contentEn, contentPl } from './content';
import { coreEn, corePl } from './core';
import { accessEn, accessPl } from './access';
import { ordersEn, ordersPl } from './orders';
import { dataExportEn, dataExportPl } from './data-export';
import { groupTicketsEn, groupTicketsPl } from './group-tickets';
import { codesEn, codesPl } from './codes';

/**
 * The shared messages a viewer's pages show: what the web bundles into its default i18next
 * namespace. It is a subset of `messages` (messages.ts), which the server translates with and the
 * admin panel loads. Admin-only files (catalog.ts, ...) stay out of it: they would be downloaded
 * with the sign-in page, which has a JavaScript budget.
 *
 * A feature file whose messages viewers see is listed here as well as in messages.ts
 * (viewer.test.ts fails for a file in messages.ts that is in neither this list nor its
 * admin-only list).
 */
export const viewerPl = {
  ...corePl,
  ...authPl,
  ...contentPl,
  ...accessPl,
  ...ordersPl,
  ...dataExportPl,
  ...groupTicketsPl,
  ...codesPl,
} as const;
export const viewerEn: Record<keyof typeof viewerPl, string> = {
  ...coreEn,
  ...authEn,
  ...contentEn,
  ...accessEn,
  ...ordersEn,
  ...dataExportEn,
  ...groupTicketsEn,
  ...codesEn,
};

export const viewerMessages = { pl: viewerPl, en: viewerEn } as const;
export type ViewerMessageKey = keyof typeof viewerPl;
