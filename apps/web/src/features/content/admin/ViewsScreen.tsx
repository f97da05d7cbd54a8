import { Checkbox, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminConfig } from '../api/settings';
import { AuditLog } from './AuditLog';
import { ConfigImageField } from './ConfigImageField';
import { PageEditor } from './PageEditor';
import { SettingsForm } from './SettingsForm';
import { useConfigRules } from './useConfigRules';

const BLOCKS = ['view_slider', 'view_eventslist', 'view_vod', 'vod_filters'] as const;
const LINKS = ['institution_page_title', 'institution_page', 'regulations_page', 'policy_page'] as const;

/**
 * view=views (spec 2 §2.11): the sign-in pages' background, the home page's blocks, the footer's
 * links, the info and error bars, the content of pages 1-4, and who changed what (audit log).
 */
export default function ViewsScreen() {
  const { t } = useTranslation(['settings', 'admin']);
  const rules = useConfigRules();
  const { data: config } = useAdminConfig();
  if (!config) return <Spin />;
  return (
    <>
      <SettingsForm
        name="bars"
        title={t('bars.title')}
        config={config}
        fields={['info_bar', 'error_bar']}
        intro={<p>{t('bars.intro')}</p>}
      >
        <Form.Item name="info_bar" label={t('bars.info')} rules={rules('info_bar')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={1000} />
        </Form.Item>
        <Form.Item name="error_bar" label={t('bars.error')} rules={rules('error_bar')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={1000} />
        </Form.Item>
      </SettingsForm>
      <SettingsForm name="blocks" title={t('blocks.title')} config={config} fields={BLOCKS}>
        {BLOCKS.map((field) => (
          <Form.Item key={field} name={field} valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>{t(`blocks.${field}`)}</Checkbox>
          </Form.Item>
        ))}
      </SettingsForm>
      <SettingsForm
        name="links"
        title={t('links.title')}
        config={config}
        fields={LINKS}
        intro={<p>{t('links.intro')}</p>}
      >
        {LINKS.map((field) => (
          <Form.Item key={field} name={field} label={t(`links.${field}`)} rules={rules(field)}>
            <Input />
          </Form.Item>
        ))}
      </SettingsForm>
      <SettingsForm
        name="background"
        title={t('background.title')}
        config={config}
        fields={['noauth_bg_image']}
      >
        <Form.Item name="noauth_bg_image" label={t('background.label')}>
          <ConfigImageField field="noauth_bg_image" label={t('background.label')} />
        </Form.Item>
      </SettingsForm>
      <PageEditor />
      <AuditLog />
    </>
  );
}
