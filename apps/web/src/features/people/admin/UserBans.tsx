import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeyboardScroll } from './KeyboardScroll';
import type { UserBan } from '@scena/shared';
import { formatDate, formatTime } from '../../../lib/dates';

/** The user's bans (spec 3 §2.12), shown only if any; lifting one is the bans feature's (slot below). */
export function UserBans({ bans }: { bans: UserBan[] }) {
  const { t } = useTranslation('people');
  if (bans.length === 0) return null;
  return (
    <section aria-label={t('bans.title')}>
      <h3 style={{ fontSize: 16 }}>{t('bans.title')}</h3>
      <KeyboardScroll label={t('bans.title')}>
        <Table<UserBan>
          rowKey="id"
          size="small"
          dataSource={bans}
          scroll={{ x: 'max-content' }}
          pagination={false}
          columns={[
            { key: 'id', dataIndex: 'id', title: t('list.id') },
            { key: 'reason', dataIndex: 'reason', title: t('bans.reason') },
            {
              key: 'expiration_date',
              title: t('bans.expires'),
              render: (_, ban) =>
                ban.forever || !ban.expiration_date
                  ? t('bans.permanent')
                  : `${formatTime(ban.expiration_date)}, ${formatDate(ban.expiration_date)}`,
            },
            {
              key: 'active',
              title: t('bans.state'),
              render: (_, ban) => (ban.active ? <Tag color="red">{t('bans.active')}</Tag> : t('bans.ended')),
            },
          ]}
        />
      </KeyboardScroll>
    </section>
  );
}
