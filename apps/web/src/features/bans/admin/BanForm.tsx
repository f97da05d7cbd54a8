import { Alert, Button, Card, Checkbox, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createBanBody, type CreateBanBody } from '@scena/shared';
import { useSchemaSubmit } from '../../../components/admin-kit';
import { useCreateBan } from '../api/createBan';

interface Values {
  reason?: string;
  expiration_date?: Dayjs | null;
  forever?: boolean;
  send_email?: boolean;
}

/**
 * The ban form of the user's page (spec 3 §2.12): reason, expiry date-time (Warsaw), "permanent"
 * and "notify by e-mail". Validated with the contract's schema (spec 3 §5 words), the server's
 * field errors land on the fields. `onBanned` lets the page refresh its own bans block.
 */
export function BanForm({ userId, onBanned }: { userId: number; onBanned?: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const create = useCreateBan();
  const forever = Form.useWatch('forever', form);
  const { save, saving, problem } = useSchemaSubmit<Values, CreateBanBody>({
    form,
    schema: createBanBody,
    toBody: (values) => ({
      user_id: userId,
      reason: values.reason ?? '',
      expiration_date: values.forever ? null : (values.expiration_date?.format('YYYY-MM-DD HH:mm') ?? null),
      forever: Boolean(values.forever),
      send_email: Boolean(values.send_email),
    }),
    onSubmit: (body) => create.mutateAsync(body),
    onSuccess: () => {
      form.resetFields();
      onBanned?.();
    },
    successMessage: t('bans.banned'),
  });
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('bans.form_title')}</h2>}
      style={{ marginTop: 24 }}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<Values>
        name="ban"
        form={form}
        layout="vertical"
        onFinish={() => void save()}
        onFinishFailed={() => void save()}
      >
        <Form.Item name="reason" label={t('bans.reason')} required>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="expiration_date" label={t('bans.expires_at')} required={!forever}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="DD.MM.YYYY HH:mm"
            disabled={Boolean(forever)}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item name="forever" valuePropName="checked">
          <Checkbox>{t('bans.forever')}</Checkbox>
        </Form.Item>
        <Form.Item name="send_email" valuePropName="checked">
          <Checkbox>{t('bans.send_email')}</Checkbox>
        </Form.Item>
        <Button type="primary" danger htmlType="submit" loading={saving}>
          {t('bans.submit')}
        </Button>
      </Form>
    </Card>
  );
}
