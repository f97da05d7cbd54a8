import { z } from 'zod';

/**
 * Mailing (spec 1 §3, §7): one flag per user. GET reads it, POST (empty body) subscribes, DELETE
 * unsubscribes; each answers the flag as it is now. The account page's four states (not loaded,
 * subscribed, unsubscribed, fetch error) are the web's: loading, `mailing` true or false, error.
 */
export const mailingParamsSchema = z.object({
  userId: z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647),
});
export const mailingResponseSchema = z.object({ mailing: z.boolean() });
export type MailingResponse = z.infer<typeof mailingResponseSchema>;
export const MAILING_STATES = ['not_loaded', 'subscribed', 'unsubscribed', 'fetch_error'] as const;
export type MailingState = (typeof MAILING_STATES)[number];
