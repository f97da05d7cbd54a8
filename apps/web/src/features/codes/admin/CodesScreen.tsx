import { useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPln, type DiscountCode } from '@scena/shared';
import {
  AdminList,
  DeleteButton,
  EditButton,
  useAdminFeedback,
  useListUrlState,
} from '../../../components/admin-kit';
import { formatDate, formatTime } from '../../../lib/dates';
import { links } from '../../../lib/paths';
import { fetchCodesPage, useDeleteCode } from './api/codesAdminApi';
import { codesAdminKeys } from './api/codesAdminKeys';
import { useProductOptions, type ProductOption } from './api/useProductOptions';
import { CodeDrawer } from './CodeDrawer';
import { CodeFilters } from './CodeFilters';
import { CodeUses } from './CodeUses';
import { GeneratedCodesModal } from './GeneratedCodesModal';

const DEFAULT_SORT = { field: 'id', dir: 'desc' } as const;

/** '15%' or '12,50 zł' (spec 3 §2.8 list). */
export const discountLabel = (code: Pick<DiscountCode, 'discount_percent' | 'discount_cash'>) =>
  code.discount_percent !== null ? `${code.discount_percent}%` : formatPln(code.discount_cash ?? 0);

/**
 * view=promotion_codes (spec 3 §2.8): the filter form (kept in the URL), the list paged by the
 * server with each code's uses on expanding, the add/edit drawer, the modal with the codes a save
 * made, delete after a confirmation.
 */
export default function CodesScreen() {
  const { t } = useTranslation('codes-admin');
  const feedback = useAdminFeedback();
  const list = useListUrlState(DEFAULT_SORT);
  const products = useProductOptions();
  const remove = useDeleteCode();
  const [drawer, setDrawer] = useState<{ code: DiscountCode | null } | null>(null);
  const [generated, setGenerated] = useState<string[] | null>(null);

  const titleOf = (items: ProductOption[] | undefined, id: number | null) =>
    items?.find((item) => item.id === id)?.title;
  const product = (code: DiscountCode) => {
    if (code.product_type === 'any') return t('columns.any_product');
    const id = code.product_type === 'event' ? code.event_id : code.video_id;
    if (id === null) return t('columns.deleted_product');
    const title =
      titleOf(code.product_type === 'event' ? products.data?.events : products.data?.videos, id) ??
      t(code.product_type === 'event' ? 'columns.event' : 'columns.video', { id });
    return <Link to={code.product_type === 'event' ? links.event(id) : links.video(id)}>{title}</Link>;
  };
  const onDelete = async (code: DiscountCode) => {
    try {
      await remove.mutateAsync(code.id);
      feedback.success(t('deleted', { code: code.code }));
    } catch (error) {
      feedback.failure(error);
    }
  };

  const columns: ColumnsType<DiscountCode> = [
    { key: 'code', title: t('columns.code'), sorter: true, render: (_, code) => <code>{code.code}</code> },
    {
      key: 'desc',
      title: t('columns.desc'),
      render: (_, code) => <div className="admin-list__wrap">{code.desc}</div>,
    },
    { key: 'discount', title: t('columns.discount'), render: (_, code) => discountLabel(code) },
    { key: 'product', title: t('columns.product'), render: (_, code) => product(code) },
    { key: 'limit', title: t('columns.limit'), sorter: true, dataIndex: 'limit' },
    {
      key: 'numberOfUses',
      title: t('columns.uses'),
      sorter: true,
      render: (_, code) => (code.numberOfUses === null ? t('columns.error') : code.numberOfUses),
    },
    {
      key: 'expiration_date',
      title: t('columns.expires'),
      sorter: true,
      render: (_, code) =>
        code.expiration_date
          ? `${formatDate(code.expiration_date)} ${formatTime(code.expiration_date)}`
          : t('columns.never'),
    },
    {
      key: 'actions',
      title: t('kit.actions.label', { ns: 'admin' }),
      render: (_, code) => (
        <Space>
          <EditButton onClick={() => setDrawer({ code })} name={t('delete.name', { code: code.code })} />
          <DeleteButton
            onConfirm={() => onDelete(code)}
            name={t('delete.name', { code: code.code })}
            warning={code.numberOfUses ? t('delete.warning') : null}
          />
        </Space>
      ),
    },
  ];

  return (
    // The panel's h1 already names the section ('Kody rabatowe').
    <div>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <CodeFilters
          filters={list.filters}
          onSearch={list.setFilters}
          events={products.data?.events}
          videos={products.data?.videos}
        />
        <AdminList<DiscountCode>
          queryKey={codesAdminKeys.list()}
          fetchPage={fetchCodesPage}
          defaultSort={DEFAULT_SORT}
          rowKey={(code) => code.id}
          columns={columns}
          emptyText={t('empty')}
          toolbar={
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDrawer({ code: null })}
            >
              {t('add')}
            </Button>
          }
          tableProps={{
            expandable: {
              expandedRowRender: (code) => <CodeUses id={code.id} code={code.code} />,
              expandIcon: ({ expanded, onExpand, record }) => (
                <Button
                  size="small"
                  type="text"
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'collapse' : 'expand', { code: record.code })}
                  onClick={(event) => onExpand(record, event)}
                >
                  {expanded ? '−' : '+'}
                </Button>
              ),
            },
          }}
        />
      </Space>
      {drawer && (
        <CodeDrawer
          open
          code={drawer.code}
          onClose={() => setDrawer(null)}
          onCreated={(codes) => setGenerated(codes)}
        />
      )}
      <GeneratedCodesModal codes={generated} onClose={() => setGenerated(null)} />
    </div>
  );
}
