import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeyboardScroll } from './KeyboardScroll';
import type { AuditEntry } from '@scena/shared';
import { formatDate, formatTime } from '../../../lib/dates';
import { roleLabel } from './roles';

const show = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** What administrators changed on this account (role, e-mail, bans, deletion): who, when, what. */
export function UserAudit({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('people');
  const value = (field: string, raw: unknown) =>
    field === 'role' && typeof raw === 'number' ? roleLabel(t, raw) : show(raw);
  const rows = entries.flatMap((entry) =>
    entry.changes.map((change, index) => ({ key: `${entry.id}-${index}`, entry, change })),
  );
  return (
    <section aria-label={t('audit.title')}>
      <h3 style={{ fontSize: 16 }}>{t('audit.title')}</h3>
      <KeyboardScroll label={t('audit.title')}>
        <Table
          rowKey="key"
          size="small"
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: t('audit.empty') }}
          columns={[
            {
              key: 'when',
              title: t('audit.when'),
              render: (_, row) => `${formatTime(row.entry.created_at)}, ${formatDate(row.entry.created_at)}`,
            },
            { key: 'who', title: t('audit.who'), render: (_, row) => row.entry.user_email || '—' },
            {
              key: 'what',
              title: t('audit.what'),
              render: (_, row) => t(`audit.fields.${row.change.field}`, { defaultValue: row.change.field }),
            },
            {
              key: 'old',
              title: t('audit.old'),
              render: (_, row) => value(row.change.field, row.change.old),
            },
            {
              key: 'new',
              title: t('audit.new'),
              render: (_, row) => value(row.change.field, row.change.new),
            },
          ]}
        />
      </KeyboardScroll>
    </section>
  );
}
