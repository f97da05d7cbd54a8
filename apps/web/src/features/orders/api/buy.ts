import { useMutation } from '@tanstack/react-query';
import { ordersEndpoints } from '@scena/shared/orders.endpoints';
import type { PurchaseBody, PurchaseResponse } from '@scena/shared/orders.contract';
import { call } from '../../../lib/endpoint-client';
import type { ProductKind } from '../product';

/** POST /api/payments/{eventId} or /api/videopayments/{videoId} (spec 1 §7). */
export const buy = (kind: ProductKind, id: number, body: PurchaseBody): Promise<PurchaseResponse> =>
  kind === 'event'
    ? call(ordersEndpoints.buyEvent, { params: { eventId: id }, body })
    : call(ordersEndpoints.buyVideo, { params: { videoId: id }, body });

/**
 * Every refusal is shown on the purchase page itself (a notification and the form's fields, spec 1 §8).
 * `buyWith`: another product sold with the same form (a gift: POST /api/gifts/).
 */
export const useBuy = (
  kind: ProductKind,
  id: number,
  buyWith?: (body: PurchaseBody) => Promise<PurchaseResponse>,
) =>
  useMutation({
    mutationFn: (body: PurchaseBody) => (buyWith ? buyWith(body) : buy(kind, id, body)),
    meta: { localStatuses: 'all' },
  });
