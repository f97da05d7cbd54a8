import { Spin, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodeUse } from '@scena/shared';
import { formatDate, formatTime } from '../../../lib/dates';
import { links } from '../../../lib/paths';
import { useCodeUses } from './api/codesAdminApi';

/** An expanded row: who activated the code, with a link to their account, and whether they spent it. */
export function CodeUses({ id, code }: { id: number; code: string }) {
  const { t } = useTranslation('codes-admin');
  const query = useCodeUses(id);
  if (query.isLoading) return <Spin />;
  const uses = query.data?.uses ?? [];
  if (uses.length === 0) return <p>{t('uses.none')}</p>;
  return (
    <Table<CodeUse>
      size="small"
      aria-label={t('uses.label', { code })}
      rowKey={(use) => use.id}
      pagination={false}
      dataSource={uses}
      columns={[
        {
          key: 'user',
          title: t('uses.user'),
          render: (_, use) => (
            <Link to={links.accountOf(use.userId)}>
              {use.firstname} {use.lastname}
            </Link>
          ),
        },
        { key: 'used', title: t('uses.used'), render: (_, use) => (use.used ? t('uses.yes') : t('uses.no')) },
        {
          key: 'usage_date',
          title: t('uses.usage_date'),
          render: (_, use) =>
            use.usage_date ? `${formatDate(use.usage_date)} ${formatTime(use.usage_date)}` : '',
        },
      ]}
    />
  );
}
