import { Button, Checkbox, Form, Input, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { freeGrantBody } from '@scena/shared/payments/actions.contract';
import {
  apiErrorBody,
  setFieldErrors,
  useAdminFeedback,
  useFieldRules,
} from '../../../../components/admin-kit';
import { useGrantFree, type PaymentKind } from '../../api/payment-actions';

interface Values {
  userval: string;
  priceIncluded: boolean;
}

/**
 * Grant free access on an item's order panel (spec 3 §2.4): the user's e-mail and whether the
 * item's price counts in the statistics; confirmed with the spec's warning that a grant cannot be
 * removed from the panel. A limited event's tickets apply: the server refuses a sold-out event.
 */
export function FreeGrantForm({ kind, itemId }: { kind: PaymentKind; itemId: number }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const rules = useFieldRules(freeGrantBody);
  const grant = useGrantFree();
  const [form] = Form.useForm<Values>();

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    try {
      await grant.mutateAsync({
        kind,
        itemId,
        body: { userval: values.userval.trim(), priceIncluded: !!values.priceIncluded },
      });
      feedback.success(t('payment_actions.granted'));
      form.resetFields();
    } catch (error) {
      const problem = apiErrorBody(error, t('kit.unexpected'));
      if (problem.formError) setFieldErrors(form, problem.formError);
      feedback.failText(problem.message);
    }
  };

  return (
    <section aria-labelledby={`free-grant-${kind}-${itemId}`}>
      <Typography.Title level={3} id={`free-grant-${kind}-${itemId}`} style={{ fontSize: 16 }}>
        {t('payment_actions.grant_title')}
      </Typography.Title>
      <Form form={form} layout="inline" initialValues={{ userval: '', priceIncluded: false }}>
        <Form.Item name="userval" label={t('payment_actions.grant_email')} rules={rules('userval')} required>
          <Input type="email" autoComplete="off" style={{ minWidth: 240 }} />
        </Form.Item>
        <Form.Item name="priceIncluded" valuePropName="checked">
          <Checkbox>{t('payment_actions.grant_price_included')}</Checkbox>
        </Form.Item>
        <Form.Item>
          <Popconfirm
            title={t('payment_actions.grant_confirm')}
            description={t('payment_actions.grant_warning')}
            okText={t('kit.yes')}
            cancelText={t('kit.no')}
            onConfirm={submit}
          >
            <Button type="primary" loading={grant.isPending}>
              {t('payment_actions.grant_submit')}
            </Button>
          </Popconfirm>
        </Form.Item>
      </Form>
    </section>
  );
}
