import type { GroupTicketConfig } from '@scena/shared';
import { GROUP_TICKET_CONFIG_KEY, storedGroupTicketConfig } from '@scena/shared/group-tickets/config';
import type { DbOrTx } from '../../db/client';
import { appConfigRepository } from '../content';

/**
 * The group-ticket settings: one app_config row (key 'group_tickets', a JSON object), so no
 * migration; a write bumps the public data version (the app_config trigger), which renews the
 * stored /external_api/config answer that carries them.
 */
export const groupTicketSettings = {
  async read(db: DbOrTx): Promise<GroupTicketConfig> {
    return storedGroupTicketConfig(await appConfigRepository.readKey(db, GROUP_TICKET_CONFIG_KEY));
  },
  async write(db: DbOrTx, config: GroupTicketConfig): Promise<GroupTicketConfig> {
    await appConfigRepository.write(db, { [GROUP_TICKET_CONFIG_KEY]: config });
    return config;
  },
};
