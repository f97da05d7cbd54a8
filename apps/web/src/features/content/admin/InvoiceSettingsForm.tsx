import { Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminConfig } from '../api/settings';
import { SettingsForm } from './SettingsForm';

/** view=invoices' settings card (spec 3 §2.9): the contact e-mail ('Niepoprawny adres email' when invalid, on the field and in a toast). */
export function InvoiceSettingsForm() {
  const { t } = useTranslation('settings');
  const { data: config } = useAdminConfig();
  if (!config) return <Spin />;
  return (
    <SettingsForm
      name="invoice-settings"
      title={t('invoices.title')}
      config={config}
      fields={['contact_email']}
      toastInvalid
    >
      <Form.Item
        name="contact_email"
        label={t('invoices.contact_email')}
        extra={t('invoices.contact_email_hint')}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
    </SettingsForm>
  );
}
