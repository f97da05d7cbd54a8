import { Col, Form, Input, Row, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppConfigImageField } from '@scena/shared';
import { useAdminConfig } from '../api/settings';
import { ConfigImageField } from './ConfigImageField';
import { SettingsForm } from './SettingsForm';
import { useConfigRules } from './useConfigRules';

const VARIANTS = ['free', 'paid'] as const;
const SIZES = ['mobile', 'tablet', 'desktop'] as const;

/**
 * view=advertisement_settings (spec 2 §2.10): the global switch, the free and paid target links
 * and an image per screen width for each (phones ≤ 575 px, tablets 576–991 px, computers ≥ 992 px).
 * Event and video pages show the paid variant for items with a price, the free one otherwise.
 */
export default function AdsScreen() {
  const { t } = useTranslation(['settings', 'admin']);
  const rules = useConfigRules();
  const { data: config } = useAdminConfig();
  if (!config) return <Spin />;
  const images = VARIANTS.flatMap((variant) =>
    SIZES.map((size) => `${size}_${variant}_ad_img` as AppConfigImageField),
  );
  return (
    <SettingsForm
      name="ads"
      title={t('ads.title')}
      config={config}
      fields={['show_advertisement', 'free_ad_url', 'paid_ad_url', ...images]}
      intro={<p>{t('ads.intro')}</p>}
    >
      <Form.Item name="show_advertisement" label={t('ads.show')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Row gutter={24}>
        {VARIANTS.map((variant) => (
          <Col key={variant} xs={24} lg={12}>
            <h3 style={{ fontSize: 16 }}>{t(`ads.${variant}`)}</h3>
            <Form.Item
              name={`${variant}_ad_url`}
              label={t('ads.url')}
              rules={rules(`${variant}_ad_url`)}
              extra={t('ads.url_hint')}
            >
              <Input inputMode="url" />
            </Form.Item>
            {SIZES.map((size) => {
              const field = `${size}_${variant}_ad_img` as AppConfigImageField;
              const label = t('ads.image', { size: t(`ads.sizes.${size}`), variant: t(`ads.${variant}`) });
              return (
                <Form.Item key={field} name={field} label={label}>
                  <ConfigImageField field={field} label={label} />
                </Form.Item>
              );
            })}
          </Col>
        ))}
      </Row>
    </SettingsForm>
  );
}
