import type { DataExportDocument } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { accessPersonalData } from '../access';
import { signInsPersonalData } from '../auth';
import { bansRepository } from '../bans';
import { ordersPersonalData } from '../orders';
import type { UserRow } from '../users';

/**
 * Everything the platform holds about one account, each part read by the module that owns it and
 * filtered by the account's id only. Codes join the document when the codes feature lands (an
 * empty list until then, so the document's shape does not change).
 */
export const buildDocument = async (db: DbOrTx, user: UserRow): Promise<DataExportDocument> => {
  const { password_hash: _hash, ...account } = user;
  const orders = await ordersPersonalData(db, user.id);
  const access = await accessPersonalData(db, user.id);
  return {
    generated_at: new Date().toISOString(),
    account,
    mailing_consent: user.mailing,
    sign_ins: await signInsPersonalData(db, user.id),
    orders: orders.orders,
    order_history: orders.order_history,
    refunds: orders.refunds,
    invoice_requests: orders.invoice_requests,
    access: access.access,
    playback: access.playback,
    bans: await bansRepository.personalData(db, user.id),
    codes: [],
  };
};
