import { Button, Popconfirm } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NOT_CANCELABLE } from '@scena/shared/payments/actions.contract';
import { apiErrorBody, useAdminFeedback } from '../../../../components/admin-kit';
import { EditOrderDialog, OrderRowActions, RefundDialog } from '../../../../components/admin-kit/orders';
import {
  useCancelOrder,
  useEditOrder,
  useOrderRefunds,
  useRefundOrder,
  type PaymentKind,
} from '../../api/payment-actions';
import type { ActionableOrder } from './types';

const isRefundable = (order: ActionableOrder) =>
  order.provider !== 'free' && (order.status === 'COMPLETED' || order.status === 'WAITING_FOR_REFUND');

type Props = { kind: PaymentKind; order: ActionableOrder; onClose: () => void };

/**
 * One order's actions (spec 3 §2.4): edit (any order), refund (a paid order that went through the
 * provider) and cancel (only an unpaid one), each confirmed with the spec's warning. The payment
 * tables render it per row.
 */
export function OrderActions({ kind, order }: Omit<Props, 'onClose'>) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const cancel = useCancelOrder();
  const name = order.email;

  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ kind, id: order.id });
      feedback.success(t('payment_actions.cancelled'));
    } catch (error) {
      feedback.failText(
        t('payment_actions.cancel_failed', { message: apiErrorBody(error, t('kit.unexpected')).message }),
      );
    }
  };

  return (
    <OrderRowActions
      name={name}
      refundable={isRefundable(order)}
      editDialog={(onClose) => <EditModal kind={kind} order={order} onClose={onClose} />}
      refundDialog={(onClose) => <RefundModal kind={kind} order={order} onClose={onClose} />}
    >
      {!(NOT_CANCELABLE as readonly string[]).includes(order.status) && (
        <Popconfirm
          title={t('payment_actions.cancel_confirm')}
          description={t('payment_actions.cancel_warning')}
          okText={t('kit.yes')}
          cancelText={t('kit.no')}
          onConfirm={onCancel}
        >
          <Button
            danger
            loading={cancel.isPending}
            icon={<StopOutlined aria-hidden />}
            aria-label={`${t('payment_actions.cancel')}: ${name}`}
          />
        </Popconfirm>
      )}
    </OrderRowActions>
  );
}

/** The shared edit dialog over PUT /api/payments|videopayments/{extOrderId}. */
function EditModal({ kind, order, onClose }: Props) {
  const edit = useEditOrder();
  return (
    <EditOrderDialog
      order={order}
      withExpiration={kind === 'event'}
      save={(body) => edit.mutateAsync({ kind, extOrderId: order.extOrderId, body })}
      pending={edit.isPending}
      onClose={onClose}
    />
  );
}

/** The shared refund dialog over …/{extOrderId}/refunds of the event or video payments. */
function RefundModal({ kind, order, onClose }: Props) {
  const refunds = useOrderRefunds(kind, order.extOrderId);
  const refund = useRefundOrder();
  return (
    <RefundDialog
      order={order}
      refunds={refunds}
      refund={(body) => refund.mutateAsync({ kind, extOrderId: order.extOrderId, body })}
      pending={refund.isPending}
      onClose={onClose}
    />
  );
}
