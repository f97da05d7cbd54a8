import { boolean, int, object, type infer as Infer } from 'zod/mini';

/**
 * Group-ticket settings (spec 1 §3 / spec 3 §3 "Group ticket config"), in zod/mini: they are part of
 * GET /external_api/config's answer (shell.endpoints.ts). Stored as one app_config row (GROUP_TICKET_CONFIG_KEY).
 */
export const groupTicketConfig = object({
  /** Group sales on events. */
  event_available: boolean(),
  /** Group sales on videos. */
  video_available: boolean(),
  /** One of the codes is the orderer's, free: the total is one unit less. */
  one_free: boolean(),
  min_units: int(),
  max_units: int(),
  /** Percent taken off the total, 0–99. */
  discount: int(),
});
export type GroupTicketConfig = Infer<typeof groupTicketConfig>;

export const GROUP_TICKET_CONFIG_KEY = 'group_tickets';

/** Before an administrator saves the settings: group sales off. */
export const groupTicketDefaults: GroupTicketConfig = {
  event_available: false,
  video_available: false,
  one_free: false,
  min_units: 2,
  max_units: 50,
  discount: 0,
};

/** The stored value over the defaults (a value that no longer fits is ignored). */
export const storedGroupTicketConfig = (value: unknown): GroupTicketConfig => {
  const parsed = groupTicketConfig.safeParse(value);
  return parsed.success ? parsed.data : groupTicketDefaults;
};
