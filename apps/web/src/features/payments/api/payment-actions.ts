import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentActionsEndpoints as endpoints } from '@scena/shared/payments/actions.endpoints';
import type { EditEventOrderBody, FreeGrantBody, RefundBody } from '@scena/shared/payments/actions.contract';
import { call } from '../../../lib/endpoint-client';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';

export type PaymentKind = 'event' | 'video';

/**
 * Query keys of the box office's actions. Every key of the payments feature starts with
 * 'payments', so an action invalidates the lists, panels and statistics it changed at once.
 */
export const paymentActionsKeys = {
  all: ['payments'] as const,
  refunds: (kind: PaymentKind, extOrderId: string) => ['payments', 'refunds', kind, extOrderId] as const,
};

const useAction = <A, R>(fn: (args: A) => Promise<R> | Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn as (args: A) => Promise<R>,
    meta: ADMIN_CALL_META,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentActionsKeys.all }),
  });
};

/** DELETE /api/payments/{id} | /api/videopayments/{id}. */
export const useCancelOrder = () =>
  useAction(({ kind, id }: { kind: PaymentKind; id: number }) =>
    kind === 'event'
      ? call(endpoints.cancelEventOrder, { params: { id } })
      : call(endpoints.cancelVideoOrder, { params: { id } }),
  );

/** PUT /api/payments/{extOrderId} | /api/videopayments/{extOrderId}. */
export const useEditOrder = () =>
  useAction(
    ({ kind, extOrderId, body }: { kind: PaymentKind; extOrderId: string; body: EditEventOrderBody }) =>
      kind === 'event'
        ? call(endpoints.editEventOrder, { params: { extOrderId }, body })
        : call(endpoints.editVideoOrder, {
            params: { extOrderId },
            body: { status: body.status, country: body.country },
          }),
  );

/** POST /api/payments/free/{eventId} | /api/videopayments/free/{videoId}. */
export const useGrantFree = () =>
  useAction(({ kind, itemId, body }: { kind: PaymentKind; itemId: number; body: FreeGrantBody }) =>
    kind === 'event'
      ? call(endpoints.grantFreeEvent, { params: { eventId: itemId }, body })
      : call(endpoints.grantFreeVideo, { params: { videoId: itemId }, body }),
  );

/** GET …/{extOrderId}/refunds: what was refunded and what may still be. */
export const useOrderRefunds = (kind: PaymentKind, extOrderId: string | null) =>
  useQuery({
    queryKey: paymentActionsKeys.refunds(kind, extOrderId ?? ''),
    queryFn: ({ signal }) =>
      kind === 'event'
        ? call(endpoints.eventOrderRefunds, { params: { extOrderId: extOrderId! } }, { signal })
        : call(endpoints.videoOrderRefunds, { params: { extOrderId: extOrderId! } }, { signal }),
    enabled: !!extOrderId,
    meta: ADMIN_CALL_META,
  });

/** POST …/{extOrderId}/refunds (the body's key makes a retried click the same refund). */
export const useRefundOrder = () =>
  useAction(({ kind, extOrderId, body }: { kind: PaymentKind; extOrderId: string; body: RefundBody }) =>
    kind === 'event'
      ? call(endpoints.refundEventOrder, { params: { extOrderId }, body })
      : call(endpoints.refundVideoOrder, { params: { extOrderId }, body }),
  );
