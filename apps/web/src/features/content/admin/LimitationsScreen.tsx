import { useState } from 'react';
import { Card, Checkbox, Form, InputNumber, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { TICKET_VALIDITY_HOURS } from '@scena/shared/constants';
import type { AppConfig } from '@scena/shared';
import { useAdminFeedback } from '../../../components/admin-kit';
import { useAdminConfig, useUpdateAppConfig } from '../api/settings';
import { SettingsForm } from './SettingsForm';
import { useConfigRules } from './useConfigRules';

const INSTANT = [
  'maintenance',
  'access_only_poland',
  'access_only_europe',
  'autoban_after_exceeding_ip_limit',
] as const;
type Instant = (typeof INSTANT)[number];

/** The checkboxes of spec 2 §2.12 save on toggle, each with a confirmation toast. */
function InstantSwitches({ config }: { config: AppConfig }) {
  const { t } = useTranslation(['settings', 'admin']);
  const update = useUpdateAppConfig();
  const feedback = useAdminFeedback();
  const [busy, setBusy] = useState<Instant | null>(null);
  const toggle = async (field: Instant, value: boolean) => {
    setBusy(field);
    try {
      await update.mutateAsync({ fields: { [field]: value } });
      feedback.success(t('limitations.saved', { setting: t(`limitations.${field}`) }));
    } catch (error) {
      feedback.failure(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('limitations.access_title')}</h2>}
      style={{ marginBottom: 24 }}
    >
      <p>{t('limitations.instant_intro')}</p>
      <Space orientation="vertical">
        {INSTANT.map((field) => (
          <Checkbox
            key={field}
            checked={config[field]}
            disabled={busy !== null}
            onChange={(event) => void toggle(field, event.target.checked)}
          >
            {t(`limitations.${field}`)}
          </Checkbox>
        ))}
      </Space>
      {config.maintenance && <p style={{ marginTop: 16 }}>{t('limitations.maintenance_note')}</p>}
    </Card>
  );
}

/** view=limitations (spec 2 §2.12): maintenance, countries, IP-limit ban, ticket validity. */
export default function LimitationsScreen() {
  const { t } = useTranslation(['settings', 'admin']);
  const rules = useConfigRules();
  const { data: config } = useAdminConfig();
  if (!config) return <Spin />;
  return (
    <>
      <InstantSwitches config={config} />
      <SettingsForm
        name="ip-limit"
        title={t('limitations.ip_title')}
        config={config}
        fields={['max_diff_ip_views_per_user', 'ip_ban_duration_hours', 'send_email_after_ip_ban']}
      >
        <Form.Item
          name="max_diff_ip_views_per_user"
          label={t('limitations.max_diff_ip_views_per_user')}
          rules={rules('max_diff_ip_views_per_user')}
          extra={t('limitations.max_ip_hint')}
        >
          <InputNumber min={1} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="ip_ban_duration_hours"
          label={t('limitations.ip_ban_duration_hours')}
          rules={rules('ip_ban_duration_hours')}
          extra={t('limitations.ip_ban_duration_hint')}
        >
          <InputNumber min={0} max={8760} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="send_email_after_ip_ban" valuePropName="checked">
          <Checkbox>{t('limitations.send_email_after_ip_ban')}</Checkbox>
        </Form.Item>
      </SettingsForm>
      <SettingsForm
        name="tickets"
        title={t('limitations.tickets_title')}
        config={config}
        fields={['tickets_expiration_time']}
      >
        <Form.Item
          name="tickets_expiration_time"
          label={t('limitations.tickets_expiration_time')}
          rules={rules('tickets_expiration_time')}
          extra={t('limitations.tickets_hint')}
        >
          <Select
            style={{ width: 200 }}
            options={TICKET_VALIDITY_HOURS.map((hours) => ({
              value: hours,
              label: hours === 0 ? t('limitations.no_limit') : t('limitations.hours', { count: hours }),
            }))}
          />
        </Form.Item>
      </SettingsForm>
    </>
  );
}
