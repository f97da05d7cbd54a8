import type { Language } from '@scena/shared';
import type { Tx } from '../../db/client';
import { orderCodesRepository } from '../codes';
import type { ConfirmationMail, ConfirmationMailCtx } from './confirmation-mail';
import { orderMailFields, siteUrl } from './order-mail';
import type { OrderRow } from './orders.table';

/** The status page of a gift or group order (the provider's return address and the e-mail's link). */
export const codeOrderStatusPath = (productType: string, extOrderId: string): string =>
  `/status-zamowienia/${productType === 'gift' ? 'prezent' : 'bilet-grupowy'}/${extOrderId}`;

/**
 * The e-mail of a completed gift or group order: the codes it bought (created by applyCodeEffects
 * in the same move), in the order's language, with the link to the order's status page. Written
 * by the lifecycle into the outbox in the move's transaction, so once per order however many
 * notifications race (the codes are created once).
 */
export const codesMail = (ctx: Pick<ConfirmationMailCtx, 'config' | 'mailer'>): ConfirmationMail => ({
  async write(tx: Tx, order: OrderRow) {
    const codes = (await orderCodesRepository.codesOfOrder(tx, order.id)).filter((code) => !code.voided);
    if (codes.length === 0) return;
    await ctx.mailer.enqueue(tx, {
      to: order.email,
      template: 'order_codes',
      lang: order.language as Language,
      data: {
        ...orderMailFields(order),
        count: codes.length,
        codes: codes.map((code) => code.code).join(', '),
        link: siteUrl(ctx.config.PUBLIC_URL, codeOrderStatusPath(order.product_type, order.ext_order_id)),
      },
    });
  },
});
