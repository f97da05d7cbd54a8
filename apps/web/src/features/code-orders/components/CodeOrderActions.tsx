import type { CodeOrderKind, CodeOrderRow } from '@scena/shared/code-orders.contract';
import { EditOrderDialog, OrderRowActions, RefundDialog } from '../../../components/admin-kit/orders';
import { useCodeOrderRefunds, useEditCodeOrder, useRefundCodeOrder } from '../api/code-orders';

/** Money went through the provider and has not all come back (a refund may be under way). */
const isRefundable = (order: CodeOrderRow) =>
  order.amount > 0 && (order.status === 'COMPLETED' || order.status === 'WAITING_FOR_REFUND');

type Props = { kind: CodeOrderKind; order: CodeOrderRow; onClose: () => void };

/**
 * A gift or group order's actions, as the box office's (spec 3 §2.4, §8): edit (any order: status
 * among the four, country) and a refund, full or partial (a paid order). Both confirm with the
 * spec's warning; a refund, or REFUNDED or CANCELED set by hand, voids the codes nobody activated.
 * No cancel: these lists have no delete call (an unpaid order is set CANCELED by an edit).
 */
export function CodeOrderActions({ kind, order }: Omit<Props, 'onClose'>) {
  return (
    <OrderRowActions
      name={order.email}
      refundable={isRefundable(order)}
      editDialog={(onClose) => <EditModal kind={kind} order={order} onClose={onClose} />}
      refundDialog={(onClose) => <RefundModal kind={kind} order={order} onClose={onClose} />}
    />
  );
}

function EditModal({ kind, order, onClose }: Props) {
  const edit = useEditCodeOrder(kind, order.extOrderId);
  return (
    <EditOrderDialog
      order={order}
      withExpiration={false}
      save={({ status, country }) => edit.mutateAsync({ status, country })}
      pending={edit.isPending}
      onClose={onClose}
    />
  );
}

function RefundModal({ kind, order, onClose }: Props) {
  const refunds = useCodeOrderRefunds(kind, order.extOrderId);
  const refund = useRefundCodeOrder(kind, order.extOrderId);
  return (
    <RefundDialog
      order={order}
      refunds={refunds}
      refund={refund.mutateAsync}
      pending={refund.isPending}
      onClose={onClose}
    />
  );
}
