import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';

/** /przerwa-techniczna: the platform is being worked on, see you soon (spec 1 §2). */
export const MaintenancePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('maintenance.title'));
  return (
    <div className="page page--narrow maintenance">
      <h1>{t('maintenance.title')}</h1>
      <p className="lead">{t('error.maintenance')}</p>
    </div>
  );
};
