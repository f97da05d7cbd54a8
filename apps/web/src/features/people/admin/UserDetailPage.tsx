import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@scena/shared';
import { apiErrorBody } from '../../../components/admin-kit';
import { usePageTitle } from '../../../lib/page-title';
import { useUserDetail } from '../api/get-user-detail';
import { DeleteUser } from './DeleteUser';
import { UserAudit } from './UserAudit';
import { UserBans } from './UserBans';
import { UserEditForm } from './UserEditForm';
import { UserOrders } from './UserOrders';
import { UserSummary } from './UserSummary';

export interface UserDetailPageProps {
  userId: number;
  /**
   * Blocks other features add after the bans list (the ban form, the data export), composed in
   * app/; they get the loaded detail.
   */
  blocks?: (detail: UserDetail) => ReactNode;
}

/** /konto/{id} for administrators (spec 3 §2.11): summary or edit form, orders, bans, audit, deletion. */
export function UserDetailPage({ userId, blocks }: UserDetailPageProps) {
  const { t } = useTranslation('people');
  const [params, setParams] = useSearchParams();
  const [editing, setEditingState] = useState(params.get('edit') === 'true');
  const setEditing = (on: boolean) => {
    setEditingState(on);
    setParams(on ? { edit: 'true' } : {}, { replace: true });
  };
  const detail = useUserDetail(userId);
  const user = detail.data?.user;
  usePageTitle(user ? `${user.firstname} ${user.lastname}` : t('detail.title'));

  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('detail.load_failed', { message: apiErrorBody(detail.error, '').message })}
      />
    );
  }
  if (!detail.data || !user) return <Spin aria-label={t('detail.loading')} />;
  const data = detail.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {user.firstname} {user.lastname}
      </Typography.Title>
      <Card
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('detail.account')}</h2>}
        extra={
          <Button onClick={() => setEditing(!editing)}>
            {editing ? t('detail.back') : t('detail.edit')}
          </Button>
        }
      >
        {editing ? (
          <UserEditForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <UserSummary user={user} />
        )}
      </Card>
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('orders.title')}</h2>}>
        <UserOrders kind="event" orders={data.orders} title={t('orders.events')} />
        <UserOrders kind="video" orders={data.videoOrders} title={t('orders.videos')} />
      </Card>
      <UserBans bans={data.bans} />
      {blocks?.(data)}
      <UserAudit entries={data.audit} />
      <DeleteUser userId={user.id} />
    </Space>
  );
}
