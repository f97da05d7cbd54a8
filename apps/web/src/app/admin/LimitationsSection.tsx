import LimitationsScreen from '../../features/content/admin/LimitationsScreen';
import { BansTable } from '../../features/bans/admin/BansTable';

/** view=limitations: the restriction settings (content) and the bans table (bans), spec 3 §2.12. */
export default function LimitationsSection() {
  return (
    <>
      <LimitationsScreen />
      <BansTable />
    </>
  );
}
