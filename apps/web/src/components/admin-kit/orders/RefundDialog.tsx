import { useState } from 'react';
import { Form, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toGrosze } from '@scena/shared';
import type { OrderRefunds, RefundBody } from '@scena/shared/payments/actions.contract';
import { apiErrorBody, StatusTag, useAdminFeedback } from '..';
import { ConfirmedModal, useActionFailure } from './ConfirmedModal';

const pln = (value: number) => value.toFixed(2).replace('.', ',');
const REFUND_TONES = {
  requested: 'neutral',
  PENDING: 'warning',
  FINALIZED: 'success',
  CANCELED: 'danger',
} as const;

/** A refund's key, made once per refund dialog: 20 characters of [0-9A-Z]. */
export const newRefundKey = (): string => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
};

export interface RefundDialogProps {
  order: { extOrderId: string; amount: number };
  /** The order's refunds so far (GET …/{extOrderId}/refunds of the order's list). */
  refunds: { data?: OrderRefunds; isError: boolean; error: unknown };
  /** POST …/{extOrderId}/refunds of the order's list. */
  refund: (body: RefundBody) => Promise<OrderRefunds>;
  pending: boolean;
  onClose: () => void;
}

/**
 * A refund from the panel, full or partial, through the provider (the box office's orders and the
 * gift and group orders alike). The dialog makes its refund key once: a second click, or a retry
 * after a lost answer, is the same refund at the provider. The amount defaults to what may still be
 * refunded; the confirmation says the money leaves for good.
 */
export function RefundDialog({ order, refunds, refund, pending, onClose }: RefundDialogProps) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const failed = useActionFailure();
  const [key] = useState(newRefundKey);
  const [form] = Form.useForm<{ amount: string }>();
  const amount = Form.useWatch('amount', form) ?? '';
  const data = refunds.data;

  const submit = async () => {
    try {
      const done = await refund({ key, ...(amount.trim() ? { amount: amount.trim() } : {}) });
      feedback.success(t('payment_actions.refunded', { amount: pln(done.refunds.at(-1)?.amount ?? 0) }));
      onClose();
    } catch (error) {
      failed(form, error, 'payment_actions.refund_failed');
    }
  };
  const grosze = toGrosze(amount.trim() || '0');
  const shown = grosze !== null ? pln(grosze / 100) : amount;
  const nothingLeft = !data || data.refundable <= 0;

  return (
    <ConfirmedModal
      title={t('payment_actions.refund_title', { extOrderId: order.extOrderId })}
      onClose={onClose}
      confirm={{
        question: t('payment_actions.refund_confirm', { amount: shown }),
        warning: t('payment_actions.refund_warning'),
        button: t('payment_actions.refund_submit'),
        danger: true,
        disabled: nothingLeft,
      }}
      onConfirm={submit}
      pending={pending}
    >
      {refunds.isError && (
        <Typography.Paragraph type="danger">
          {t('payment_actions.info_failed', {
            message: apiErrorBody(refunds.error, t('kit.unexpected')).message,
          })}
        </Typography.Paragraph>
      )}
      {data && (
        <>
          <Typography.Paragraph>
            {t('payment_actions.refund_summary', {
              amount: pln(order.amount),
              refunded: pln(data.refunded),
              pending: pln(data.pending),
              refundable: pln(data.refundable),
            })}
          </Typography.Paragraph>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ amount: pln(data.refundable) }}
            onFinish={() => undefined}
          >
            <Form.Item
              name="amount"
              label={t('payment_actions.refund_amount')}
              extra={t('payment_actions.refund_amount_hint')}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Form>
          {data.refunds.length > 0 && (
            <List
              header={t('payment_actions.refunds_list')}
              size="small"
              dataSource={data.refunds}
              renderItem={(row) => (
                <List.Item>
                  {pln(row.amount)} zł{' '}
                  <StatusTag tone={REFUND_TONES[row.status]}>
                    {t(`payment_actions.refund_status.${row.status}`)}
                  </StatusTag>
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </ConfirmedModal>
  );
}
