import {
  AppError,
  isAdminRole,
  USER_DETAIL_ORDERS_MAX,
  type PublicUser,
  type UserBan,
  type UserDetail,
  type UserListFilters,
  type UserListResponse,
  type ListPaging,
  type UserSortField,
} from '@scena/shared';
import type { AppContext } from '../../context';
import { bansOfUser, isBanActive, type BanRow } from '../bans';
import { auditRepository, toAuditEntry } from '../content';
import { createOrdersService, userOrderCounts } from '../orders';
import { toPublicUser, usersRepository, withEffectiveRole, type UserRow } from '../users';
import { usersListRepository } from './users-list.repository';

/** How many of a user's audit entries the detail shows (newest first). */
const AUDIT_SHOWN = 200;

const toBan = (ban: BanRow, user: UserRow, now: Date): UserBan => ({
  id: ban.id,
  user_id: ban.user_id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  country_code: user.country_code,
  reason: ban.reason,
  expiration_date: ban.forever || !ban.expiration_date ? null : ban.expiration_date.toISOString(),
  forever: ban.forever,
  created_at: ban.created_at.toISOString(),
  active: isBanActive(ban, now),
});

/** The people side of the admin panel (spec 3 §2.10–2.11): the user list and one user's detail. */
export const createPeopleService = (ctx: AppContext) => {
  const orders = createOrdersService(ctx);
  const domains = ctx.config.ADMIN_EMAIL_DOMAINS;

  return {
    async list(filters: UserListFilters, paging: ListPaging<UserSortField>): Promise<UserListResponse> {
      const { items, total, counts } = await usersListRepository.page(ctx.db, filters, paging);
      return {
        total,
        users: items.map((row) => ({
          id: row.id,
          firstname: row.firstname,
          lastname: row.lastname,
          email: row.email,
          created_at: row.created_at.toISOString(),
          paymentStatus: counts.get(row.id) ?? 0,
          role: row.role,
          mailing: row.mailing,
          country_code: row.country_code,
        })),
      };
    },

    /**
     * GET /api/users/{id}: the owner's own account for the owner; the whole detail for an
     * administrator (the guard let only these two through).
     */
    async get(id: number, caller: UserRow): Promise<UserDetail | PublicUser> {
      const row = await usersRepository.findById(ctx.db, id);
      if (!row) throw new AppError('NOT_FOUND', 'error.not_found');
      const user = withEffectiveRole(row, domains);
      if (!isAdminRole(caller.role)) return toPublicUser(user);

      const newest = {
        page: 1,
        pageSize: USER_DETAIL_ORDERS_MAX,
        sort: 'created_at' as const,
        dir: 'desc' as const,
      };
      const [eventOrders, videoOrders, bans, audit, counts] = await Promise.all([
        orders.eventOrders(id, newest),
        orders.videoOrders(id, newest),
        bansOfUser(ctx.db, id),
        auditRepository.forUser(ctx.db, id, AUDIT_SHOWN),
        userOrderCounts.completed(ctx.db, [id]),
      ]);
      const now = new Date();
      return {
        user: {
          ...toPublicUser(user),
          last_login: row.last_login ? row.last_login.toISOString() : null,
          last_ip: row.last_ip,
          country: row.last_country,
          paymentStatus: counts.get(id) ?? 0,
        },
        orders: eventOrders.orders,
        videoOrders: videoOrders.orders,
        giftOrders: [],
        groupTicketOrders: [],
        bans: bans.map((ban) => toBan(ban, row, now)),
        audit: audit.map(toAuditEntry),
      };
    },
  };
};
