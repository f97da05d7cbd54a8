import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { version } from '../../../../../../package.json';

/** Newest first; each has its notes under settings:version.changes.<x_y_z>. */
const RELEASES = ['0.1.0'] as const;

/**
 * view=about_versions (spec 2 §2.15, spec 3 §2.14): this product's own version (package.json)
 * and what each of its releases brought. The spec's "1.10 of 2021" text described another product
 * and listed features this one does not have yet, so it is not shown.
 */
export default function VersionScreen() {
  const { t } = useTranslation('settings');
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('version.product_title')}</h2>}>
      <p>{t('version.product', { version })}</p>
      {RELEASES.map((release) => (
        <section key={release}>
          <h3 style={{ fontSize: 16 }}>
            {t(release === version ? 'version.release_current' : 'version.release', { version: release })}
          </h3>
          <Typography.Paragraph>{t(`version.changes.${release.replace(/\./g, '_')}`)}</Typography.Paragraph>
        </section>
      ))}
    </Card>
  );
}
