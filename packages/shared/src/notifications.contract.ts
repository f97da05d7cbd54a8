import { z } from 'zod';

/**
 * Notifications (spec 2 §2.11, §7): the new-content announcement, the 'new regulations' action
 * and the unsubscribe link every announcement carries.
 */

/** POST /api/notifications/newcontent: to mailing subscribers, or (allUsers) to every active account. */
export const newContentBody = z.object({
  allUsers: z.boolean({ error: 'form.validate.invalid_value' }).default(false),
});
export type NewContentBody = z.infer<typeof newContentBody>;
export const newContentResponse = z.object({
  /** The announcement's run; its e-mails are written to the outbox in batches by a job. */
  run_id: z.number().int(),
  notify_newcontent_date: z.string(),
});
export type NewContentResponse = z.infer<typeof newContentResponse>;

/** POST /api/users/reject-tos: how many accounts must accept the terms again. */
export const rejectTosResponse = z.object({ rejected: z.number().int() });
export type RejectTosResponse = z.infer<typeof rejectTosResponse>;

/**
 * The unsubscribe link (GET page on the web, POST here; List-Unsubscribe-Post one-click): the
 * user id and an HMAC of it, so it works without signing in and cannot be made for someone else.
 */
export const unsubscribeQuery = z.object({
  u: z.coerce
    .number({ error: 'notifications.unsubscribe.invalid' })
    .int('notifications.unsubscribe.invalid')
    .positive('notifications.unsubscribe.invalid')
    .max(2_147_483_647, 'notifications.unsubscribe.invalid'),
  t: z
    .string({ error: 'notifications.unsubscribe.invalid' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'notifications.unsubscribe.invalid'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;
export const unsubscribeResponse = z.object({ unsubscribed: z.literal(true) });
