import { BanForm } from '../../features/bans/admin/BanForm';
import { DataExportSection } from '../../features/data-export/components/DataExportSection';

/**
 * What the bans and data-export features add to an administrator's /konto/{id} (the users
 * feature's page leaves the slot): the ban form and the export of the user's data. `onChanged`
 * lets the page reload its own answer (its bans block) after a ban.
 */
export const AdminUserTools = ({ userId, onChanged }: { userId: number; onChanged?: () => void }) => (
  <>
    <BanForm userId={userId} onBanned={onChanged} />
    <DataExportSection userId={userId} forAdmin />
  </>
);
