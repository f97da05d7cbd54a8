import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { apiErrorMessage } from '../../../lib/form-errors';
import { useResendVerification } from '../api/verify-account';

/** "Send the verification link again" with the server's answer shown in place. */
export const ResendVerification = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <div className="stack">
      {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
      {resend.isError && <Alert tone="error">{apiErrorMessage(resend.error, t)}</Alert>}
      <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate({ email })}>
        {t('verification.resend')}
      </Button>
    </div>
  );
};
