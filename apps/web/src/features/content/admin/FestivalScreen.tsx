import { Checkbox, Form, Input, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminConfig } from '../api/settings';
import { SettingsForm } from './SettingsForm';
import { useConfigRules } from './useConfigRules';

const TEXTS = ['festival_title', 'festival_title_en', 'festival_short_dates', 'contact_email'] as const;

/** view=festival (spec 2 §2.13): the public home's festival block and its contact address. */
export default function FestivalScreen() {
  const { t } = useTranslation(['settings', 'admin']);
  const rules = useConfigRules();
  const { data: config } = useAdminConfig();
  if (!config) return <Spin />;
  return (
    <SettingsForm
      name="festival"
      title={t('festival.title')}
      config={config}
      fields={['view_festival', ...TEXTS, 'festival_show_finished', 'festival_reverse_finished']}
      intro={<p>{t('festival.intro')}</p>}
    >
      <Form.Item name="view_festival" label={t('festival.view_festival')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {TEXTS.map((field) => (
        <Form.Item key={field} name={field} label={t(`festival.${field}`)} rules={rules(field)}>
          <Input inputMode={field === 'contact_email' ? 'email' : undefined} />
        </Form.Item>
      ))}
      <Form.Item name="festival_show_finished" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>{t('festival.festival_show_finished')}</Checkbox>
      </Form.Item>
      <Form.Item name="festival_reverse_finished" valuePropName="checked">
        <Checkbox>{t('festival.festival_reverse_finished')}</Checkbox>
      </Form.Item>
    </SettingsForm>
  );
}
