import { useQueryClient } from '@tanstack/react-query';
import type { UserDetail } from '@scena/shared';
import { BanForm } from '../../features/bans/admin/BanForm';
import { LiftBans } from '../../features/bans/admin/LiftBans';
import { DataExportSection } from '../../features/data-export/components/DataExportSection';
import { peopleKeys } from '../../features/people/api/keys';
import { CodesSection } from '../../features/codes/components/CodesSection';

/**
 * What the bans and data-export features add to an administrator's /konto/{id} (the people
 * page's `blocks` slot): lifting the bans in force, the ban form and the export of the user's data.
 * A ban or a lift reloads the page's answer, so its bans block shows the change.
 */
export const AdminUserTools = ({ detail }: { detail: UserDetail }) => {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: peopleKeys.detail(detail.user.id) });
  return (
    <>
      <LiftBans bans={detail.bans} onLifted={reload} />
      <BanForm userId={detail.user.id} onBanned={reload} />
      <DataExportSection userId={detail.user.id} forAdmin />
      <CodesSection userId={detail.user.id} />
    </>
  );
};
