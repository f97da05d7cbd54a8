import { AdminKitProvider } from '../../components/admin-kit';
import OrdersPanel from '../../features/payments/admin/OrdersPanel';

/**
 * The orders panel under an event's or a video's page (spec 3 §2.4), for administrators only:
 * a lazy chunk with antd (the viewer's page never loads it). Actions and the free-grant form plug
 * in here: `renderActions={(row) => …}` and `extra={…}` on OrdersPanel.
 */
export default function ItemOrdersPanel({ kind, itemId }: { kind: 'event' | 'video'; itemId: number }) {
  return (
    <AdminKitProvider>
      <OrdersPanel kind={kind} itemId={itemId} />
    </AdminKitProvider>
  );
}
