import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { createAppConfigService } from '../content';

/**
 * The theatre's ticket validity (hours from the first play; 0 = no limit), for items that do not set
 * their own. Reading the configuration needs only the database (no storage).
 */
export const ticketHoursSetting = async (db: DbOrTx): Promise<number> =>
  (await createAppConfigService({ db } as Pick<AppContext, 'db' | 'storage'>).get()).tickets_expiration_time;
