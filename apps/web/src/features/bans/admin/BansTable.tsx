import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Ban } from '@scena/shared';
import { AdminList, DeleteButton, StatusTag, useAdminFeedback } from '../../../components/admin-kit';
import { formatDate, formatTime } from '../../../lib/dates';
import { links } from '../../../lib/paths';
import { fetchBansPage } from '../api/getBans';
import { bansKeys } from '../api/keys';
import { useLiftBan } from '../api/liftBan';
import { flagOf } from './flag';

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/**
 * The bans table (spec 3 §2.12): id, name with a link to the account, e-mail, country with its
 * flag, reason, expiry or "permanent", and lifting after a confirmation. Bans in force by default;
 * paged, sorted and searched on the server.
 */
export function BansTable() {
  const { t } = useTranslation('admin');
  const lift = useLiftBan();
  const feedback = useAdminFeedback();
  const onLift = async (ban: Ban) => {
    try {
      await lift.mutateAsync(ban.id);
      feedback.success(t('bans.lifted', { email: ban.email }));
    } catch (error) {
      feedback.failure(error);
    }
  };
  const columns: ColumnsType<Ban> = [
    { key: 'id', title: 'ID', sorter: true, dataIndex: 'id' },
    {
      key: 'lastname',
      title: t('bans.name'),
      sorter: true,
      render: (_, ban) => (
        <Link to={links.accountOf(ban.user_id)}>
          {ban.firstname} {ban.lastname}
        </Link>
      ),
    },
    { key: 'email', title: t('bans.email'), sorter: true, dataIndex: 'email' },
    {
      key: 'country',
      title: t('bans.country'),
      render: (_, ban) => (
        <span>
          <span aria-hidden>{flagOf(ban.country_code)} </span>
          {ban.country_code}
        </span>
      ),
    },
    {
      key: 'reason',
      title: t('bans.reason'),
      render: (_, ban) => (
        <Space orientation="vertical" size={2}>
          <div className="admin-list__wrap">{ban.reason}</div>
          {ban.automatic && <StatusTag tone="warning">{t('bans.automatic')}</StatusTag>}
        </Space>
      ),
    },
    {
      key: 'expiration_date',
      title: t('bans.expires'),
      sorter: true,
      render: (_, ban) =>
        ban.forever || !ban.expiration_date ? (
          <Typography.Text strong>{t('bans.permanent')}</Typography.Text>
        ) : (
          when(ban.expiration_date)
        ),
    },
    {
      key: 'actions',
      title: t('kit.actions.label'),
      render: (_, ban) => (
        <Space wrap>
          <Link to={links.accountOf(ban.user_id)} aria-label={t('bans.account_of', { email: ban.email })}>
            {t('bans.account')}
          </Link>
          <DeleteButton
            onConfirm={() => onLift(ban)}
            name={t('bans.ban_of', { email: ban.email })}
            warning={t('bans.lift_warning')}
          />
        </Space>
      ),
    },
  ];
  return (
    <section aria-labelledby="bans-heading" style={{ marginTop: 24 }}>
      <h2 id="bans-heading" style={{ fontSize: 18 }}>
        {t('bans.heading')}
      </h2>
      <AdminList<Ban>
        queryKey={bansKeys.page()}
        fetchPage={fetchBansPage}
        defaultSort={{ field: 'created_at', dir: 'desc' }}
        rowKey={(ban) => ban.id}
        columns={columns}
        searchLabel={t('bans.search')}
        emptyText={t('bans.empty')}
      />
    </section>
  );
}
