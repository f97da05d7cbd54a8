import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_STATUSES, type EditEventOrderBody } from '@scena/shared/payments/actions.contract';
import { formatWarsaw } from '@scena/shared/time';
import { useAdminFeedback } from '..';
import { ConfirmedModal, useActionFailure } from './ConfirmedModal';

interface Values {
  status: string;
  country: string;
  expiration_date: string;
}

export interface EditOrderDialogProps {
  order: { extOrderId: string; status: string; country: string | null; expiration_date?: string | null };
  /** An event order's access has an expiration date to edit; a video, gift or group order has none. */
  withExpiration: boolean;
  /** PUT …/{extOrderId} of the order's list, with the fields that changed. */
  save: (body: EditEventOrderBody) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
}

/**
 * The edit modal (spec 3 §2.4, and the gift and group order lists): status among the four (another
 * current status is shown, not chosen), country and, for events, the access's expiration date.
 * Saving asks first, with the spec's warning that an edit may desynchronise the payment system.
 */
export function EditOrderDialog({ order, withExpiration, save, pending, onClose }: EditOrderDialogProps) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const failed = useActionFailure();
  const [form] = Form.useForm<Values>();
  const initialExpiration = order.expiration_date ? formatWarsaw(new Date(order.expiration_date)) : '';
  const statuses: string[] = [...ADMIN_STATUSES];
  const options = [
    ...(statuses.includes(order.status)
      ? []
      : [{ value: order.status, label: order.status, disabled: true }]),
    ...ADMIN_STATUSES.map((status) => ({ value: status, label: status })),
  ];

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const body: EditEventOrderBody = {
      ...(values.status !== order.status ? { status: values.status as EditEventOrderBody['status'] } : {}),
      ...(values.country.trim() && values.country.trim().toUpperCase() !== (order.country ?? '')
        ? { country: values.country.trim() }
        : {}),
    };
    const expiration = values.expiration_date.trim();
    if (withExpiration && expiration !== initialExpiration) body.expiration_date = expiration || null;
    try {
      await save(body);
      feedback.success(t('payment_actions.updated'));
      onClose();
    } catch (error) {
      failed(form, error, 'payment_actions.edit_failed');
    }
  };

  return (
    <ConfirmedModal
      title={t('payment_actions.edit_title', { extOrderId: order.extOrderId })}
      onClose={onClose}
      confirm={{
        question: t('payment_actions.edit_confirm'),
        warning: t('payment_actions.edit_warning'),
        button: t('kit.save'),
      }}
      onConfirm={submit}
      pending={pending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          status: order.status,
          country: order.country ?? '',
          expiration_date: initialExpiration,
        }}
      >
        <Form.Item name="status" label={t('payment_actions.status')} extra={t('payment_actions.status_hint')}>
          <Select options={options} />
        </Form.Item>
        <Form.Item name="country" label={t('payment_actions.country')}>
          <Input maxLength={2} autoComplete="off" />
        </Form.Item>
        {withExpiration && (
          <Form.Item
            name="expiration_date"
            label={t('payment_actions.expiration_date')}
            extra={t('payment_actions.expiration_hint')}
          >
            <Input placeholder="2030-12-31 20:00" autoComplete="off" />
          </Form.Item>
        )}
      </Form>
    </ConfirmedModal>
  );
}
