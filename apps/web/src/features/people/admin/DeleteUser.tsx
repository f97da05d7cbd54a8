import { Alert, Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdminFeedback } from '../../../components/admin-kit';
import { paths } from '../../../lib/paths';
import { session } from '../../../lib/session';
import { useRemoveUser } from '../api/save-user';

/**
 * Account deletion (spec 3 §2.11): the warning that every access is lost, the confirmation, then
 * back to /teapp-admin; an administrator deleting their own account is signed out.
 */
export function DeleteUser({ userId }: { userId: number }) {
  const { t } = useTranslation('people');
  const remove = useRemoveUser(userId);
  const feedback = useAdminFeedback();
  const navigate = useNavigate();
  const onConfirm = async () => {
    try {
      await remove.mutateAsync();
      feedback.success(t('delete.done'));
      if (session.getState().user?.id === userId) session.logout();
      else void navigate(paths.admin);
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <section aria-label={t('delete.title')}>
      <h3 style={{ fontSize: 16 }}>{t('delete.title')}</h3>
      <Alert type="warning" showIcon title={t('delete.warning')} style={{ marginBottom: 12 }} />
      <Popconfirm
        title={t('delete.confirm')}
        okText={t('yes_button')}
        cancelText={t('no_button')}
        okButtonProps={{ danger: true }}
        onConfirm={onConfirm}
      >
        <Button danger loading={remove.isPending}>
          {t('delete.button')}
        </Button>
      </Popconfirm>
    </section>
  );
}
