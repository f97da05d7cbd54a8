import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminKitProvider } from '../../components/admin-kit';
import { usePageTitle } from '../../lib/page-title';
import UsersScreen from '../../features/people/admin/UsersScreen';
import { UserDetailPage } from '../../features/people/admin/UserDetailPage';
import { AdminUserTools } from './AdminUserTools';

function UsersPage() {
  const { t } = useTranslation('people');
  usePageTitle(t('list.title'));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('list.title')}
      </Typography.Title>
      <UsersScreen />
    </>
  );
}

/** /teapp-admin/uzytkownicy (spec 3 §2.10): the user list on a page of its own. */
export const AdminUsersRoute = () => (
  <Suspense fallback={<Spin />}>
    <AdminKitProvider>
      <UsersPage />
    </AdminKitProvider>
  </Suspense>
);

/**
 * /konto/{id} for administrators (spec 3 §2.11). Blocks of other features (the bans feature's
 * ban form, the data export) are composed here, through UserDetailPage's `blocks`.
 */
export const AdminUserRoute = () => {
  const { userId } = useParams();
  const id = Number(userId);
  return (
    <Suspense fallback={<Spin />}>
      <AdminKitProvider>
        {Number.isInteger(id) && id > 0 ? (
          <UserDetailPage key={id} userId={id} blocks={(detail) => <AdminUserTools detail={detail} />} />
        ) : null}
      </AdminKitProvider>
    </Suspense>
  );
};
