import { Alert, Button, Card, Checkbox, Form, InputNumber, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupTicketSettingsBody, type GroupTicketConfig } from '@scena/shared/group-tickets.contract';
import { useSchemaSubmit } from '../../../components/admin-kit';
import { useGroupTicketSettings, useUpdateGroupTicketSettings } from '../api/group-tickets';

type Values = Partial<Record<keyof GroupTicketConfig, unknown>>;
const FLAGS = ['event_available', 'video_available', 'one_free'] as const;
const NUMBERS = ['min_units', 'max_units', 'discount'] as const;

/**
 * view=group_tickets (spec 3 §2.6): group sales on events and videos, the orderer's free code, the
 * range of tickets and the discount; the contract's rules with the spec's messages (spec 3 §5),
 * the server's formError on the fields, 'Zapisano zmiany' on success.
 */
export function GroupTicketSettingsForm() {
  const { t } = useTranslation();
  const settings = useGroupTicketSettings();
  const update = useUpdateGroupTicketSettings();
  const [form] = Form.useForm<Values>();
  const { save, saving, problem } = useSchemaSubmit<Values, Values>({
    form,
    schema: groupTicketSettingsBody,
    // An emptied number field is "missing" (its own required message), not null.
    toBody: (values) =>
      Object.fromEntries(
        [...FLAGS, ...NUMBERS].map((field) => [field, values[field] === null ? undefined : values[field]]),
      ) as Values,
    onSubmit: async (body) => form.setFieldsValue(await update.mutateAsync(body as GroupTicketConfig)),
    onSuccess: () => undefined,
    successMessage: t('group_tickets.saved'),
  });
  if (!settings.data) return <Spin />;
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('group_tickets.title')}</h2>}
      style={{ marginBottom: 24 }}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<Values>
        name="group_tickets"
        form={form}
        layout="vertical"
        initialValues={settings.data}
        onFinish={() => void save()}
        onFinishFailed={() => void save()}
      >
        {FLAGS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            valuePropName="checked"
            style={{ marginBottom: 8 }}
            extra={field === 'one_free' ? t('group_tickets.one_free_hint') : undefined}
          >
            <Checkbox>{t(`group_tickets.${field}`)}</Checkbox>
          </Form.Item>
        ))}
        {NUMBERS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`group_tickets.${field}`)}
            extra={field === 'discount' ? t('group_tickets.discount_hint') : undefined}
          >
            <InputNumber style={{ width: 160 }} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('group_tickets.save')}
        </Button>
      </Form>
    </Card>
  );
}
