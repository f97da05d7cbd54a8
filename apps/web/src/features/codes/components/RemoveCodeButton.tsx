import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast/toast-store';
import { apiErrorMessage } from '../../../lib/form-errors';
import { useRemoveUserCode } from '../api/remove-user-code';

/** Removes an unspent activation after a confirmation (its use goes back to the code). */
export const RemoveCodeButton = ({
  userId,
  codeId,
  code,
}: {
  userId: number;
  codeId: number;
  code: string;
}) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveUserCode(userId);
  const confirm = () =>
    remove.mutate(codeId, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(answer.message);
      },
    });
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t('codes_section.remove_named', { code })}
        onClick={() => setConfirming(true)}
      >
        {t('codes_section.remove')}
      </Button>
      <Modal
        open={confirming}
        title={t('codes_section.remove_title')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={confirm}>
              {t('codes_section.remove_confirm')}
            </Button>
          </>
        }
      >
        <p>{t('codes_section.remove_text', { code })}</p>
        {remove.isError && <Alert tone="error">{apiErrorMessage(remove.error, t)}</Alert>}
      </Modal>
    </>
  );
};
