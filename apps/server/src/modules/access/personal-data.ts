import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessGrants, playbackStarts } from './access.table';

// Which administrator granted a free access is someone else's data: the source ('free') stays.
const { granted_by: _grantedBy, ...grantColumns } = getTableColumns(accessGrants);

/** A viewer's own access rows and playback starts (with the IP and country of each). */
export const accessPersonalData = async (db: DbOrTx, userId: number) => ({
  access: await db
    .select(grantColumns)
    .from(accessGrants)
    .where(eq(accessGrants.user_id, userId))
    .orderBy(asc(accessGrants.id)),
  playback: await db
    .select()
    .from(playbackStarts)
    .where(eq(playbackStarts.user_id, userId))
    .orderBy(asc(playbackStarts.id)),
});
