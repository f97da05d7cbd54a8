import { Card, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { safeHref, SITE_LINK } from '@scena/shared/links';
import { useAdminConfig } from '../api/settings';
import { SettingsForm } from './SettingsForm';
import { useConfigRules } from './useConfigRules';

const TERMS = ['repertoire', 'vod', 'festival', 'event', 'video'] as const;
const LINKS = ['help_faq_url', 'help_reports_url'] as const;

/** view=help (spec 3 §2.15): the FAQ and reports links (set here) and the glossary. */
export default function HelpScreen() {
  const { t } = useTranslation(['settings', 'admin']);
  const rules = useConfigRules();
  const { data: config } = useAdminConfig();
  if (!config) return <Spin />;
  return (
    <>
      <Card
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('help.links_title')}</h2>}
        style={{ marginBottom: 24 }}
      >
        <ul>
          {LINKS.map((field) => {
            const href = safeHref(config[field], SITE_LINK);
            return (
              <li key={field}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {t(`help.${field}`)}
                  </a>
                ) : (
                  t('help.not_set', { name: t(`help.${field}`) })
                )}
              </li>
            );
          })}
        </ul>
      </Card>
      <Card
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('help.glossary_title')}</h2>}
        style={{ marginBottom: 24 }}
      >
        <dl>
          {TERMS.map((term) => (
            <div key={term} style={{ marginBottom: 12 }}>
              <dt style={{ fontWeight: 600 }}>{t(`help.terms.${term}.term`)}</dt>
              <dd style={{ marginInlineStart: 0 }}>{t(`help.terms.${term}.text`)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <SettingsForm name="help-links" title={t('help.edit_title')} config={config} fields={LINKS}>
        {LINKS.map((field) => (
          <Form.Item key={field} name={field} label={t(`help.${field}`)} rules={rules(field)}>
            <Input />
          </Form.Item>
        ))}
      </SettingsForm>
    </>
  );
}
