import { CodeOrdersList } from '../../features/code-orders';
import GiftsSettingsScreen from '../../features/gifts/admin/GiftsSettingsScreen';

/**
 * view=gifts (spec 3 §2.5): the gift settings' two cards (features/gifts), and below them the
 * list of ordered gifts (spec 3 §2.7, features/code-orders).
 */
export default function GiftsSection() {
  return (
    <>
      <GiftsSettingsScreen />
      <CodeOrdersList kind="gift" />
    </>
  );
}
