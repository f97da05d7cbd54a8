import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NOT_CANCELABLE } from '@scena/shared/payments/actions.contract';
import { apiErrorBody, EditButton, IconAction, useAdminFeedback } from '../../../../components/admin-kit';
import { useCancelOrder, type PaymentKind } from '../../api/payment-actions';
import { EditOrderModal } from './EditOrderModal';
import { RefundModal } from './RefundModal';
import type { ActionableOrder } from './types';

const isRefundable = (order: ActionableOrder) =>
  order.provider !== 'free' && (order.status === 'COMPLETED' || order.status === 'WAITING_FOR_REFUND');

/**
 * One order's actions (spec 3 §2.4): edit (any order), refund (a paid order that went through the
 * provider) and cancel (only an unpaid one), each confirmed with the spec's warning. The payment
 * tables render it per row.
 */
export function OrderActions({ kind, order }: { kind: PaymentKind; order: ActionableOrder }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const cancel = useCancelOrder();
  const [open, setOpen] = useState<'edit' | 'refund' | null>(null);
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
    <Space size={4}>
      <EditButton name={name} onClick={() => setOpen('edit')} />
      {isRefundable(order) && (
        <IconAction
          title={t('payment_actions.refund')}
          icon={<RollbackOutlined aria-hidden />}
          aria-label={`${t('payment_actions.refund')}: ${name}`}
          onClick={() => setOpen('refund')}
        />
      )}
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
      {open === 'edit' && <EditOrderModal kind={kind} order={order} onClose={() => setOpen(null)} />}
      {open === 'refund' && <RefundModal kind={kind} order={order} onClose={() => setOpen(null)} />}
    </Space>
  );
}
