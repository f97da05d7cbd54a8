import { useState, type ReactNode } from 'react';
import { Space } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EditButton, IconAction } from '..';

/**
 * One order's row actions (spec 3 §2.4): edit (any order) and refund (when `refundable`), each
 * opening its dialog, and whatever else the list offers after them (the box office's cancel). The
 * buttons are named after the buyer, so a screen reader tells the rows apart.
 */
export function OrderRowActions({
  name,
  refundable,
  editDialog,
  refundDialog,
  children,
}: {
  name: string;
  refundable: boolean;
  /** The edit dialog over the list's own call (EditOrderDialog). */
  editDialog: (onClose: () => void) => ReactNode;
  /** The refund dialog over the list's own calls (RefundDialog). */
  refundDialog: (onClose: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<'edit' | 'refund' | null>(null);
  const close = () => setOpen(null);
  return (
    <Space size={4}>
      <EditButton name={name} onClick={() => setOpen('edit')} />
      {refundable && (
        <IconAction
          title={t('payment_actions.refund')}
          icon={<RollbackOutlined aria-hidden />}
          aria-label={`${t('payment_actions.refund')}: ${name}`}
          onClick={() => setOpen('refund')}
        />
      )}
      {children}
      {open === 'edit' && editDialog(close)}
      {open === 'refund' && refundDialog(close)}
    </Space>
  );
}
