import { z } from 'zod';

/**
 * A viewer's own data (the GDPR right of access, not in the spec): the owner (or an administrator
 * from the user's page) asks for it; a job prepares one JSON document and e-mails the account's
 * address a link valid DATA_EXPORT_LINK_HOURS.
 */
export const DATA_EXPORT_LINK_HOURS = 24;
/** One request per account per this many minutes (each one is a job and an e-mail). */
export const DATA_EXPORT_COOLDOWN_MINUTES = 10;

export const dataExportRequested = z.object({
  id: z.number().int(),
  /** Where the link goes: always the account's own address. */
  email: z.string(),
  message: z.string(),
});
export type DataExportRequested = z.infer<typeof dataExportRequested>;

/** The e-mailed link's token: 32 random bytes, base64url (43 characters); anything else is a 404. */
export const dataExportTokenParam = z.object({
  token: z.string({ error: 'error.not_found' }).regex(/^[A-Za-z0-9_-]{43}$/, 'error.not_found'),
});

const rows = z.array(z.record(z.string(), z.unknown()));
/**
 * The downloaded document (sent as prepared bytes; this names its parts for readers of the
 * contract): every section is the platform's own rows about the account, never anyone else's.
 */
export const dataExportDocument = z.object({
  generated_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  mailing_consent: z.boolean(),
  sign_ins: rows,
  orders: rows,
  order_history: rows,
  refunds: rows,
  invoice_requests: rows,
  access: rows,
  playback: rows,
  bans: rows,
  codes: rows,
});
export type DataExportDocument = z.infer<typeof dataExportDocument>;
