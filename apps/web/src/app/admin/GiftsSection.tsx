import GiftsSettingsScreen from '../../features/gifts/admin/GiftsSettingsScreen';

/**
 * view=gifts (spec 3 §2.5): the two settings cards (gifts), and below them the list of ordered
 * gifts (spec 3 §2.7, the code-orders feature: its component goes after the marker below).
 */
export default function GiftsSection() {
  return (
    <>
      <GiftsSettingsScreen />
      {/* The ordered gifts (code-orders) */}
    </>
  );
}
