import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { version } from '../../../../../../package.json';

const SPEC_FEATURES = 22;
const RELEASES = ['0.1.0'] as const;

/**
 * view=about_versions (spec 2 §2.15, spec 3 §2.14): the spec's text about version 1.10 and its
 * features, then this product's own version (package.json) and what each of its releases brought.
 */
export default function VersionScreen() {
  const { t } = useTranslation('settings');
  return (
    <>
      <Card
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('version.product_title')}</h2>}
        style={{ marginBottom: 24 }}
      >
        <p>{t('version.product', { version })}</p>
        {RELEASES.map((release) => (
          <section key={release}>
            <h3 style={{ fontSize: 16 }}>{t('version.release', { version: release })}</h3>
            <Typography.Paragraph>{t(`version.changes.${release.replace(/\./g, '_')}`)}</Typography.Paragraph>
          </section>
        ))}
      </Card>
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('version.spec_title')}</h2>}>
        <p>{t('version.current')}</p>
        <ul>
          {Array.from({ length: SPEC_FEATURES }, (_, index) => (
            <li key={index}>{t(`version.features.${index}`)}</li>
          ))}
        </ul>
      </Card>
    </>
  );
}
