import { useState } from 'react';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@scena/shared';
import { formatDate, formatTime } from '../../../lib/dates';
import { useAuditLog } from '../api/settings';

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/** Who changed which setting or page, when, from what to what (newest first). */
export function AuditLog() {
  const { t } = useTranslation('settings');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const log = useAuditLog(page, pageSize);
  const subject = (entry: AuditEntry) =>
    entry.subject === 'page'
      ? t('audit.page', { id: entry.subject_id })
      : t(`audit.subjects.${entry.subject}`, { defaultValue: entry.subject });
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('audit.title')}</h2>}
      style={{ marginBottom: 24 }}
    >
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={log.isFetching}
        dataSource={log.data?.entries ?? []}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize,
          total: log.data?.total ?? 0,
          pageSizeOptions: [10, 20, 50],
          showSizeChanger: true,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
        columns={[
          {
            key: 'when',
            title: t('audit.when'),
            render: (_, entry) => `${formatTime(entry.created_at)}, ${formatDate(entry.created_at)}`,
          },
          { key: 'who', title: t('audit.who'), render: (_, entry) => entry.user_email || t('audit.system') },
          { key: 'what', title: t('audit.what'), render: (_, entry) => subject(entry) },
          {
            key: 'changes',
            title: t('audit.changes'),
            render: (_, entry) => (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    <Typography.Text code>{change.field}</Typography.Text>: {show(change.old)} →{' '}
                    {show(change.new)}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </Card>
  );
}
