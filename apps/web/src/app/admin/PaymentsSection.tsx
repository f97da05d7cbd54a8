import PaymentsScreen from '../../features/payments/admin/PaymentsScreen';
import { OrderActions } from '../../features/payments/admin/actions';

/**
 * view=payments: the payment list, with the columns and buttons other features plug in here
 * (features never import each other): `renderActions={(row) => …}` adds the actions column,
 * `toolbar` a button beside the filters.
 */
export default function PaymentsSection() {
  return <PaymentsScreen renderActions={(row) => <OrderActions kind={row.product_type} order={row} />} />;
}
