import type { AppContext } from '../src/context';
import { createAccessService, type ItemRef } from '../src/modules/access';
import type { UserRow } from '../src/modules/users';

/** A free grant through the access module's own service (the admin grant screen comes later). */
export const grantAccess = (ctx: AppContext, user: Pick<UserRow, 'id'>, item: ItemRef) =>
  createAccessService(ctx).grantFree(user.id, item);
