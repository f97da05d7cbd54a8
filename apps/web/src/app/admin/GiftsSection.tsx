import { CodeOrdersList } from '../../features/code-orders';

/**
 * view=gifts (spec 3 §2.5): the gift settings' two cards (features/gifts adds them above), and
 * below them the list of ordered gifts (spec 3 §2.7, features/code-orders).
 */
export default function GiftsSection() {
  return <CodeOrdersList kind="gift" />;
}
