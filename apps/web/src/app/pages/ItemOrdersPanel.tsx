import { AdminKitProvider } from '../../components/admin-kit';
import OrdersPanel from '../../features/payments/admin/OrdersPanel';
import { FreeGrantForm, OrderActions } from '../../features/payments/admin/actions';

/**
 * The orders panel under an event's or a video's page (spec 3 §2.4), for administrators only:
 * a lazy chunk with antd (the viewer's page never loads it), with the row actions (cancel, edit,
 * refund) and the free-grant form.
 */
export default function ItemOrdersPanel({ kind, itemId }: { kind: 'event' | 'video'; itemId: number }) {
  return (
    <AdminKitProvider>
      <OrdersPanel
        kind={kind}
        itemId={itemId}
        renderActions={(row) => <OrderActions kind={kind} order={row} />}
        extra={<FreeGrantForm kind={kind} itemId={itemId} />}
      />
    </AdminKitProvider>
  );
}
