import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { isApiError } from '../../../lib/api';
import { useRequestDataExport } from '../api/requestDataExport';

/**
 * "My data" (the GDPR right of access): asks for a JSON file of everything the platform holds
 * about the account; it is prepared in the background and the download link (24 hours) goes to
 * the account's e-mail. On /konto for the owner; on /konto/{id} for an administrator (`forAdmin`).
 */
export const DataExportSection = ({ userId, forAdmin = false }: { userId: number; forAdmin?: boolean }) => {
  const { t } = useTranslation();
  const request = useRequestDataExport();
  const failure = request.error
    ? isApiError(request.error)
      ? request.error.message
      : t('error.generic')
    : null;
  return (
    <section className="card" aria-labelledby="data-export-heading">
      <h2 id="data-export-heading">{t(forAdmin ? 'data_export.admin_heading' : 'data_export.heading')}</h2>
      <p>{t(forAdmin ? 'data_export.admin_intro' : 'data_export.intro')}</p>
      {request.data && <Alert tone="success">{request.data.message}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button variant="secondary" loading={request.isPending} onClick={() => request.mutate(userId)}>
        {t('data_export.request')}
      </Button>
    </section>
  );
};
