import type { Language } from '@scena/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { codesMail } from './codes-mail';
import { orderMailFields, orderMailItem, siteUrl, type OrderMailSubject } from './order-mail';
import type { OrderRow } from './orders.table';

/** What the confirmation e-mail needs of the app: the settings' cache, PUBLIC_URL and the outbox. */
export type ConfirmationMailCtx = Pick<AppContext, 'db' | 'config' | 'sessions' | 'mailer' | 'storage'>;

/** The history note that says the order's confirmation e-mail is in the outbox (a retried legacy job looks for it). */
export const CONFIRMATION_NOTE = 'confirmation e-mail queued';
/** The same for a gift or group order's e-mail with its codes. */
export const CODES_MAIL_NOTE = 'codes e-mail queued';

/**
 * The purchase confirmation (issue 8 §6), prepared before the transaction and written by the
 * lifecycle into the e-mail outbox inside the status change's transaction: the e-mail exists
 * exactly when the move to COMPLETED with access commits, and since that move happens once per
 * order (row lock + status machine), so does the e-mail, however many notifications race.
 */
export interface ConfirmationMail {
  write(tx: Tx, order: OrderRow): Promise<void>;
}

/**
 * Reads what the e-mail shows (the item's slug and access window, the global validity setting)
 * outside any transaction: the settings come through their own cache on `ctx.db`, which inside a
 * transaction on PGlite (one connection) would wait for ever. An item deleted meanwhile: no e-mail.
 */
export const prepareConfirmationMail = async (
  ctx: ConfirmationMailCtx,
  order: OrderMailSubject,
): Promise<ConfirmationMail> => {
  // A gift or group order's e-mail carries its codes, read in the move's transaction that made them.
  if (order.product_type === 'gift' || order.product_type === 'group_ticket') return codesMail(ctx);
  const item = await orderMailItem(ctx, ctx.db, order);
  return {
    async write(tx, current) {
      if (!item) return;
      await ctx.mailer.enqueue(tx, {
        to: current.email,
        template: 'order_confirmation',
        lang: current.language as Language,
        data: {
          ...orderMailFields(current),
          window: item.window,
          link: siteUrl(ctx.config.PUBLIC_URL, `${item.slug}?ogladaj`),
        },
      });
    },
  };
};
