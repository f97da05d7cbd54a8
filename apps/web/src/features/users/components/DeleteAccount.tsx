import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@scena/shared/auth.contract';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast/toast-store';
import { apiErrorMessage } from '../../../lib/form-errors';
import { session } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';

/** Account deletion with a confirmation; deleting your own account signs you out (spec 1 §4). */
export const DeleteAccount = ({ user }: { user: PublicUser }) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteUser(user.id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(result.message);
        if (session.getState().user?.id === user.id) session.logout(null);
      },
    });
  return (
    <section className="card card--danger" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{t('account.delete_heading')}</h2>
      <p>{t('account.delete_text')}</p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('account.delete_button')}
      </Button>
      <Modal
        open={confirming}
        title={t('account.delete_confirm_title')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={confirm}>
              {t('account.delete_confirm')}
            </Button>
          </>
        }
      >
        <p>{t('account.delete_confirm_text')}</p>
        {remove.isError && <Alert tone="error">{apiErrorMessage(remove.error, t)}</Alert>}
      </Modal>
    </section>
  );
};
