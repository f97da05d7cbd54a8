import { useState } from 'react';
import { Button, Card, Select, Switch, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPln, type InvoiceRow } from '@scena/shared';
import { AdminList, DeleteButton, useAdminFeedback, useListUrlState } from '../../../components/admin-kit';
import { formatDate, formatTime } from '../../../lib/dates';
import {
  downloadInvoicesCsv,
  fetchInvoicePage,
  invoiceKeys,
  useDeleteInvoice,
  useSetInvoiceSent,
} from '../api/invoices';

const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/** What the buyer asked the invoice for: the company and NIP, or the person, then the address. */
function RequestData({ row }: { row: InvoiceRow }) {
  const { t } = useTranslation('reports');
  const { data } = row;
  return (
    <div>
      {data.invoiceType === 'company' ? (
        <>
          <strong>{data.company}</strong>
          <div>
            {t('invoices.nip')}: {data.nip}
          </div>
        </>
      ) : (
        <strong>
          {data.firstname} {data.lastname}
        </strong>
      )}
      <div>{data.street}</div>
      <div>
        {data.postal_code} {data.city}, {data.state}, {data.country_code}
      </div>
    </div>
  );
}

/** The invoice requests (spec 3 §2.9): server-paged, searchable, sent toggle, deletion, CSV. */
export function InvoicesList() {
  const { t } = useTranslation('reports');
  const feedback = useAdminFeedback();
  const list = useListUrlState(DEFAULT_SORT);
  const setSent = useSetInvoiceSent();
  const remove = useDeleteInvoice();
  const [exporting, setExporting] = useState(false);

  const columns: ColumnsType<InvoiceRow> = [
    {
      key: 'email',
      title: t('invoices.user'),
      sorter: true,
      render: (_, row) => (
        <div>
          {row.user_id ? (
            <Link to={`/konto/${row.user_id}`}>
              {[row.firstname, row.lastname].filter(Boolean).join(' ') || row.email}
            </Link>
          ) : (
            [row.firstname, row.lastname].filter(Boolean).join(' ')
          )}
          <div>
            <Typography.Text type="secondary">{row.email}</Typography.Text>
          </div>
        </div>
      ),
    },
    { key: 'data', title: t('invoices.data'), render: (_, row) => <RequestData row={row} /> },
    {
      key: 'created_at',
      title: t('invoices.created_at'),
      sorter: true,
      render: (_, row) => `${formatTime(row.created_at)}, ${formatDate(row.created_at)}`,
    },
    {
      key: 'order',
      title: t('invoices.order'),
      render: (_, row) => (
        <div>
          <Typography.Text copyable>{row.extOrderId}</Typography.Text>
          {row.orderId && (
            <div>
              <Typography.Text type="secondary">{row.orderId}</Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    { key: 'status', title: t('invoices.status'), render: (_, row) => t(`status.${row.status}`) },
    { key: 'amount', title: t('invoices.amount'), sorter: true, render: (_, row) => formatPln(row.amount) },
    { key: 'description', title: t('invoices.description'), dataIndex: 'description' },
    {
      key: 'sent',
      title: t('invoices.sent'),
      sorter: true,
      render: (_, row) => (
        <Switch
          checked={row.sent}
          aria-label={t('invoices.sent_for', { order: row.extOrderId })}
          checkedChildren={t('invoices.yes')}
          unCheckedChildren={t('invoices.no')}
          loading={setSent.isPending && setSent.variables?.id === row.id}
          onChange={(sent) =>
            setSent.mutate(
              { id: row.id, sent },
              {
                onSuccess: () =>
                  feedback.success(sent ? t('invoices.marked_sent') : t('invoices.marked_unsent')),
                onError: feedback.failure,
              },
            )
          }
        />
      ),
    },
    {
      key: 'actions',
      title: t('invoices.actions'),
      render: (_, row) => (
        <DeleteButton
          name={t('invoices.request_for', { order: row.extOrderId })}
          warning={t('invoices.delete_warning')}
          onConfirm={() =>
            remove.mutateAsync(row.id).then(
              () => feedback.success(t('invoices.deleted')),
              (error: unknown) => feedback.failure(error),
            )
          }
        />
      ),
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInvoicesCsv({ sent: list.filters.sent, q: list.filters.q });
    } catch (error) {
      feedback.failure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('invoices.title')}</h2>}>
      <AdminList<InvoiceRow>
        queryKey={invoiceKeys.all}
        fetchPage={fetchInvoicePage}
        defaultSort={DEFAULT_SORT}
        rowKey={(row) => row.id}
        columns={columns}
        searchLabel={t('invoices.search')}
        emptyText={t('invoices.empty')}
        toolbar={
          <>
            <Select
              aria-label={t('invoices.filter_sent')}
              value={list.filters.sent ?? 'all'}
              style={{ minWidth: 180 }}
              onChange={(value: string) =>
                list.setFilters({ ...list.filters, sent: value === 'all' ? null : value })
              }
              options={[
                { value: 'all', label: t('invoices.filter_all') },
                { value: 'false', label: t('invoices.filter_waiting') },
                { value: 'true', label: t('invoices.filter_sent_only') },
              ]}
            />
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {t('invoices.csv')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
