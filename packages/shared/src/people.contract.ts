import { z } from 'zod';
import { USER_LIST_PAGE_SIZE, USER_LIST_PAGE_SIZE_OPTIONS } from './constants';
import { Role } from './roles';
import { publicUser } from './user.schema';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { auditEntrySchema } from './content.contract';
import { eventOrderSchema, videoOrderSchema } from './orders.contract';

/**
 * People (spec 3 §2.10–2.12): the administrators' user list and user detail. The words are in
 * apps/server/src/modules/people/CONTEXT.md.
 */

/** Columns the list sorts on (spec 3 §2.10: all of them). `name` is surname, then first name. */
export const USER_SORT_FIELDS = [
  'id',
  'name',
  'email',
  'created_at',
  'paymentStatus',
  'role',
  'mailing',
  'country_code',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const USER_ROLE_VALUES = [
  Role.ADMIN,
  Role.STANDARD,
  Role.PREMIUM,
  Role.UNVERIFIED,
  Role.DELETED,
] as const;

/** `true`/`false` in the query string (a checkbox filter kept in the URL). */
const booleanFilter = () =>
  z
    .enum(['true', 'false'], { error: 'form.validate.invalid_value' })
    .transform((value) => value === 'true')
    .optional();

export const userListFilters = z.object({
  /** Any part of the e-mail, first name or surname; case and Polish letters do not matter. */
  q: z.string({ error: 'form.validate.invalid_value' }).trim().max(100, 'form.validate.too_long').optional(),
  role: z.coerce
    .number({ error: 'form.validate.invalid_value' })
    .int('form.validate.invalid_value')
    .refine((value) => (USER_ROLE_VALUES as readonly number[]).includes(value), 'form.validate.invalid_value')
    .optional(),
  country_code: z
    .string({ error: 'form.validate.invalid_value' })
    .regex(/^[A-Za-z]{2}$/, 'form.validate.wrong_input_max2')
    .transform((value) => value.toUpperCase())
    .optional(),
  mailing: booleanFilter(),
});
export type UserListFilters = z.output<typeof userListFilters>;

/** GET /api/users (admin). */
export const userListQuery = listQuerySchema({
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: 'id', dir: 'desc' },
  filters: userListFilters,
  pageSizes: USER_LIST_PAGE_SIZE_OPTIONS,
  defaultPageSize: USER_LIST_PAGE_SIZE,
});

/** A row of the admin user list (spec 3 §3 User). */
export const userListRow = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  created_at: z.string(),
  /** The number of the user's completed orders (the spec's name for it). */
  paymentStatus: z.number().int().nonnegative(),
  role: z.number().int(),
  mailing: z.boolean(),
  country_code: z.string(),
});
export type UserListRow = z.infer<typeof userListRow>;
export const userListResponse = listResponseSchema('users', userListRow);
export type UserListResponse = z.infer<typeof userListResponse>;

/** The user as the detail shows them to an administrator: the account plus sign-in facts. */
export const adminUser = z.object({
  ...publicUser.shape,
  /** ISO 8601, or null: never signed in ('no login'). */
  last_login: z.string().nullable(),
  last_ip: z.string().nullable(),
  /** The country of the last sign-in (from its IP), for the flag. */
  country: z.string().nullable(),
  paymentStatus: z.number().int().nonnegative(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** A ban as lists show it (spec 3 §3 Ban). */
export const userBanSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  country_code: z.string(),
  reason: z.string(),
  /** ISO 8601, or null for a permanent ban. */
  expiration_date: z.string().nullable(),
  forever: z.boolean(),
  created_at: z.string(),
  /** In force now (not expired). */
  active: z.boolean(),
});
export type UserBan = z.infer<typeof userBanSchema>;

/**
 * GET /api/users/{id} for an administrator (spec 3 §7): the user and everything about them.
 * `giftOrders` and `groupTicketOrders` are empty until gifts and group tickets exist; `audit` is
 * what administrators changed on this account (role, e-mail, bans, deletion), newest first.
 */
export const userDetail = z.object({
  user: adminUser,
  orders: z.array(eventOrderSchema),
  videoOrders: z.array(videoOrderSchema),
  giftOrders: z.array(z.object({})).max(0),
  groupTicketOrders: z.array(z.object({})).max(0),
  bans: z.array(userBanSchema),
  audit: z.array(auditEntrySchema),
});
export type UserDetail = z.infer<typeof userDetail>;

/** The owner gets their own account (the users feature's answer); an administrator the detail. */
export const userAnswer = z.union([userDetail, publicUser]);
export type UserAnswer = z.infer<typeof userAnswer>;
export const isUserDetail = (answer: UserAnswer): answer is UserDetail => 'user' in answer;
