import type { PurchaseResponse } from '@scena/shared/orders.contract';
import type { InvoiceData } from '@scena/shared/orders/invoice';
import type { AppContext } from '../../context';
import { createPlaceOrder } from './place-order';
import { answer, type PurchaseInput } from './purchase-answers';
import { purchaseAdmissionFor, withAdmission } from './purchase-admission';
import { registerOrder } from './register-order';

export type PurchaseRequest = PurchaseInput['request'];

/**
 * Buying an event ticket or a video (spec 1 §2, §5, §7; CONTEXT.md "Buying"): place the order
 * (refusals store nothing; the order and its ticket hold are one statement), then a free one is
 * done ("get access" completed it already) and a paid one is registered at the provider, outside
 * any transaction. The ticket rush's admission wraps placing from outside (purchase-admission.ts);
 * the bench switches it off with SPEED_OFF=purchase-admission.
 */
export const createPurchaseService = (ctx: AppContext) => {
  const plain = createPlaceOrder(ctx);
  const placeOrder = ctx.config.SPEED_OFF.includes('purchase-admission')
    ? plain
    : withAdmission(purchaseAdmissionFor(ctx), plain);

  return {
    async purchase(
      viewer: PurchaseInput['viewer'],
      ref: PurchaseInput['ref'],
      body: { invoice: InvoiceData | null; code?: string | null },
      request: PurchaseRequest,
    ): Promise<PurchaseResponse> {
      const placed = await placeOrder({
        viewer,
        ref,
        invoice: body.invoice,
        code: body.code ?? null,
        request,
      });
      if ('existing' in placed) return placed.existing;
      if (placed.order.provider === 'free') return answer(placed.order, false);
      return answer(await registerOrder(ctx, placed.order, ref, request), false);
    },
  };
};

export type PurchaseService = ReturnType<typeof createPurchaseService>;
