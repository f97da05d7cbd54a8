import { useState } from 'react';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@scena/shared';
import { formatDate, formatTime } from '../../../lib/dates';
import { useAuditLog } from '../api/settings';

/** Fields holding a moment: epoch milliseconds (the bars' issued-at stamps) or an ISO string. */
const MOMENT_FIELDS = new Set(['info_bar_iat', 'error_bar_iat', 'notify_newcontent_date']);

const moment = (value: unknown): string | null => {
  const at = typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? `${formatDate(at)}, ${formatTime(at)}` : null;
};

/** A value as people read it: dates as dates, yes/no, text cut at 120 characters. */
const useShow = () => {
  const { t } = useTranslation('settings');
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (MOMENT_FIELDS.has(field)) return moment(value) ?? String(value);
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text.length > 120 ? `${text.slice(0, 120)}…` : text;
  };
};

/** Who changed which setting or page, when, from what to what (newest first). */
export function AuditLog() {
  const { t } = useTranslation('settings');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const log = useAuditLog(page, pageSize);
  const show = useShow();
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
                    <Typography.Text strong>
                      {t(`audit.fields.${change.field}`, { defaultValue: change.field })}
                    </Typography.Text>
                    : {show(change.field, change.old)} → {show(change.field, change.new)}
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
