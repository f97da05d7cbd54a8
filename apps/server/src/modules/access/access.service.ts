import {
  AppError,
  isAdminRole,
  itemState,
  Role,
  type AppConfig,
  type ItemAccess,
  type PaymentStatus,
  type PlaybackVersion,
} from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { createBatcher } from '../../lib/batch';
import { groupBy } from '../../lib/group-by';
import { createAppConfigService } from '../content';
import { bansRepository, banUntilText, createBanService, mailLanguage } from '../bans';
import type { UserRow } from '../users';
import { accessRepository, type ItemRef } from './access.repository';
import type { AccessGrantRow } from './access.table';
import {
  decideAccess,
  toItemAccess,
  validityEnd,
  validityHours,
  viewerProfileKey,
  type AccessHolding,
  type AccessItem,
  type AccessViewer,
  type FullDecision,
} from './access.policy';

/** Who asks: the signed-in user (or null) and the client's country from its IP (null when none). */
export interface Viewer {
  user: UserRow | null;
  country: string | null;
  /**
   * An active ban. A signed-in request never carries one (a ban ends the sessions); a decision for
   * a stored user id (a media address's re-check) reads it and says so here.
   */
  banned?: boolean;
}

/**
 * One sitting: a start within this long of the user's previous start of the same item (another
 * version, the page reloaded, the media address fetched beside the player's start) is not a new view.
 */
export const SITTING_MS = 6 * 3_600_000;

export const itemKey = (item: ItemRef): string => `${item.kind}:${item.id}`;

const toViewer = (user: UserRow, banned = false): AccessViewer => ({
  id: user.id,
  role: user.role,
  birthday: user.birthday,
  country_code: user.country_code,
  banned,
});
/** An access row as a list's overlay reads it (the columns decideAccess and the item key need). */
export type ListedGrant = Pick<
  AccessGrantRow,
  'id' | 'source' | 'first_played_at' | 'expiration_date' | 'event_id' | 'video_id'
>;

const toHolding = (row: ListedGrant): AccessHolding => ({
  id: row.id,
  source: row.source as AccessHolding['source'],
  first_played_at: row.first_played_at,
  expiration_date: row.expiration_date,
});
const refOf = (row: ListedGrant): ItemRef =>
  row.event_id !== null ? { kind: 'event', id: row.event_id } : { kind: 'video', id: row.video_id! };
/** Administrators, premium and deleted accounts are decided by their role alone: no rows to read. */
const needsRows = (user: UserRow | null): user is UserRow =>
  !!user && !isAdminRole(user.role) && user.role !== Role.PREMIUM && user.role !== Role.DELETED;

/**
 * The access module's service (CONTEXT.md). Other modules ask it through `decideMany` (the
 * catalogue, for every event and video it answers) and never judge access themselves.
 */
export const createAccessService = (ctx: Pick<AppContext, 'db' | 'sessions' | 'mailer' | 'config'>) => {
  const appConfig = createAppConfigService(ctx as AppContext);
  const bans = createBanService(ctx);

  const settings = async () => {
    const config = await appConfig.get();
    return {
      access_only_poland: config.access_only_poland,
      access_only_europe: config.access_only_europe,
      tickets_expiration_time: config.tickets_expiration_time,
    };
  };

  // One item's rows for every viewer deciding it at that moment, in one statement (lib/batch.ts):
  // the ticket rush's placements at the gate decide the same event together.
  const holdingsOfOne = createBatcher(async (key: string, userIds: number[]) => {
    const [kind, id] = key.split(':');
    const rows = await accessRepository.holdingsOfUsers(
      ctx.db,
      { kind: kind as ItemRef['kind'], id: Number(id) },
      userIds,
    );
    return groupBy(rows, (row) => row.user_id);
  }, ctx.config);

  const holdingsFor = async (userId: number, items: readonly AccessItem[]): Promise<AccessGrantRow[]> =>
    items.length === 1
      ? ((await holdingsOfOne(itemKey(items[0]!), userId)) ?? [])
      : accessRepository.holdingsFor(ctx.db, userId, items);

  /** Decisions for many items: at most one statement (the viewer's access rows), settings cached. */
  const decideMany = async (
    viewer: Viewer,
    items: readonly AccessItem[],
    at = new Date(),
  ): Promise<Map<string, FullDecision>> => {
    const out = new Map<string, FullDecision>();
    if (items.length === 0) return out;
    const rows = needsRows(viewer.user) ? await holdingsFor(viewer.user.id, items) : [];
    const byItem = new Map<string, AccessHolding[]>();
    for (const row of rows)
      byItem.set(itemKey(refOf(row)), [...(byItem.get(itemKey(refOf(row))) ?? []), toHolding(row)]);
    const facts = {
      at,
      clientCountry: viewer.country,
      settings: viewer.user ? await settings() : GUEST_SETTINGS,
    };
    for (const item of items) {
      out.set(
        itemKey(item),
        decideAccess(viewer.user ? toViewer(viewer.user, viewer.banned) : null, item, {
          ...facts,
          holdings: byItem.get(itemKey(item)) ?? [],
        }),
      );
    }
    return out;
  };

  /**
   * How a whole list is decided for a signed-in viewer (modules/catalog/viewer-cards.ts), from
   * `rows`, every access row of the viewer for the list's kind (read with their order statuses by
   * the tickets module: viewerListFacts). `profile` keys the decisions shared
   * with other viewers (viewerProfileKey); `personal` names the items the viewer holds a row for
   * (their decision is the viewer's own); `decide` is decideAccess with the viewer's rows for the
   * item, or none (`shared`: the profile's decision).
   */
  const listDecider = async (viewer: Viewer & { user: UserRow }, rows: readonly ListedGrant[]) => {
    const byItem = new Map<string, AccessHolding[]>();
    // Administrators, premium and deleted accounts are decided by their role alone.
    for (const row of needsRows(viewer.user) ? rows : [])
      byItem.set(itemKey(refOf(row)), [...(byItem.get(itemKey(refOf(row))) ?? []), toHolding(row)]);
    const accessViewer = toViewer(viewer.user);
    const config = await settings();
    const NONE: AccessHolding[] = [];
    return {
      profile: (at: Date, ageLimits: readonly number[]) =>
        viewerProfileKey(accessViewer, viewer.country, at, ageLimits),
      personal: new Set(byItem.keys()) as ReadonlySet<string>,
      decide(item: AccessItem, when: Date, paymentStatus: PaymentStatus | null, shared = false): ItemAccess {
        const holdings = shared ? NONE : (byItem.get(itemKey(item)) ?? NONE);
        return toItemAccess(
          decideAccess(accessViewer, item, {
            at: when,
            clientCountry: viewer.country,
            settings: config,
            holdings,
          }),
          paymentStatus,
        );
      },
    };
  };

  return {
    decideMany,
    listDecider,

    /** The answers' access fields for many items (catalogue presenters). */
    async itemAccessMany(
      viewer: Viewer,
      items: readonly AccessItem[],
      at = new Date(),
      /** The viewer's latest order status per item key (orders' facts, loaded by the caller from modules/tickets). */
      paymentStatuses: ReadonlyMap<string, PaymentStatus> = new Map(),
    ): Promise<Map<string, ItemAccess>> {
      const decisions = await decideMany(viewer, items, at);
      return new Map(
        [...decisions].map(([key, decision]) => [
          key,
          toItemAccess(decision, paymentStatuses.get(key) ?? null),
        ]),
      );
    },

    /** The account page's list: the user's access rows, newest first (20 a page, spec 1 §9). */
    async pageForUser(userId: number, paging: { page: number; pageSize: number; dir: 'asc' | 'desc' }) {
      const { rows, total } = await accessRepository.pageForUser(ctx.db, userId, paging);
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          item: refOf(row),
          source: row.source as AccessHolding['source'],
          created_at: row.created_at.toISOString(),
          expiration_date: row.expiration_date ? row.expiration_date.toISOString() : null,
          used: row.first_played_at !== null,
          views: row.views,
        })),
      };
    },

    /** A free grant (spec 3 §2.4 "grant free access"; the admin screen comes later). */
    grantFree(userId: number, item: ItemRef, grantedBy: number | null = null): Promise<AccessGrantRow> {
      return accessRepository.insert(ctx.db, {
        user_id: userId,
        item,
        source: 'grant',
        granted_by: grantedBy,
      });
    },

    /**
     * A player started (spec 1 §4), or media addresses were handed out for the item (hosted
     * playback calls this too: one place starts the clock). Refused unless the decision allows it
     * (409, type = the reason); the first playback of an access row starts its validity; a start
     * counts a view unless it is in the same sitting as the user's previous start of the item
     * (SITTING_MS: a version switch, a reload, the address fetched beside the player's start); it
     * is recorded with the client IP unless the previous one had the same version and IP; then the
     * IP limit may ban the account (401 userBlocked).
     */
    async startPlayback(
      viewer: Viewer & { user: UserRow },
      item: AccessItem,
      version: PlaybackVersion,
      ip: string,
      at = new Date(),
    ): Promise<{ access: ItemAccess }> {
      const config = await appConfig.get();
      const outcome = await inTransaction(ctx.db, async (tx) => {
        const rows = needsRows(viewer.user)
          ? await accessRepository.holdingsForUpdate(tx, viewer.user.id, item)
          : [];
        const facts = { at, clientCountry: viewer.country, settings: config, holdings: rows.map(toHolding) };
        let decision = decideAccess(toViewer(viewer.user), item, facts);
        if (!decision.allowed) return { refused: decision };
        const previous = await accessRepository.lastStartSince(
          tx,
          viewer.user.id,
          item,
          new Date(at.getTime() - SITTING_MS),
        );
        if (decision.holding) {
          const first = decision.holding.first_played_at === null;
          // A date an administrator set before the first playback (an order's edit) stays.
          const expiration = first
            ? (decision.holding.expiration_date ??
              validityEnd(
                at,
                validityHours(item, config.tickets_expiration_time),
                itemState(item.timing, at).ends,
              ))
            : null;
          if (first || !previous)
            await accessRepository.countView(tx, decision.holding.id, first ? { at, expiration } : null);
          if (first) {
            const played = rows
              .map(toHolding)
              .map((h) =>
                h.id === decision.holding!.id
                  ? { ...h, first_played_at: at, expiration_date: expiration }
                  : h,
              );
            decision = decideAccess(toViewer(viewer.user), item, { ...facts, holdings: played });
          }
        }
        // The same version from the same IP is one start, unless an auto-ban ended since: the IP
        // limit's window starts again there and must see this address.
        const windowStart = config.autoban_after_exceeding_ip_limit
          ? await bansRepository.lastAutomaticEnd(tx, viewer.user.id)
          : null;
        const repeated =
          previous?.version === version &&
          previous.ip === ip &&
          !(windowStart && previous.started_at <= windowStart);
        if (!repeated)
          await accessRepository.recordStart(tx, {
            user_id: viewer.user.id,
            access_id: decision.holding?.id ?? null,
            event_id: item.kind === 'event' ? item.id : null,
            video_id: item.kind === 'video' ? item.id : null,
            version,
            ip,
            country: viewer.country,
            started_at: at,
          });
        const banned = await applyIpLimit(tx, viewer.user, at, config);
        return { decision, banned };
      });
      if ('refused' in outcome && outcome.refused) {
        const reason = outcome.refused.reason!;
        throw new AppError('CONFLICT', `access.reason.${reason}`, { type: reason });
      }
      if (outcome.banned) throw new AppError('BLOCKED', 'error.user_blocked', { type: 'userBlocked' });
      return { access: toItemAccess(outcome.decision) };
    },
  };

  /**
   * The IP limit: more than max_diff_ip_views_per_user different IPs within 24 hours, with
   * auto-ban on, bans the account (its sessions end in the same transaction) and, when the
   * setting says so, e-mails the user through the outbox. Administrators are never banned by it.
   * Takes the settings read before the transaction: reading them inside it could query the
   * database beside the transaction, which on PGlite (one connection) waits for ever and hung the
   * whole server in the journeys whenever the cached settings went stale mid-playback.
   */
  async function applyIpLimit(
    tx: Parameters<Parameters<typeof inTransaction>[1]>[0],
    user: UserRow,
    at: Date,
    config: AppConfig,
  ): Promise<boolean> {
    if (!config.autoban_after_exceeding_ip_limit || isAdminRole(user.role)) return false;
    // The window: the last 24 hours, but never before the end of an earlier auto-ban, so a ban an
    // administrator lifted is not re-imposed by the very addresses that caused it.
    const lastEnd = await bansRepository.lastAutomaticEnd(tx, user.id);
    const dayAgo = new Date(at.getTime() - 86_400_000);
    const since = lastEnd && lastEnd > dayAgo ? lastEnd : dayAgo;
    const ips = await accessRepository.distinctIpsSince(tx, user.id, since);
    if (ips <= config.max_diff_ip_views_per_user) return false;
    // Already banned (two playbacks racing past the limit): one ban, one e-mail.
    if (await bans.activeBan(user.id, tx)) return true;
    const addresses = await accessRepository.ipsSince(tx, user.id, since);
    const hours = config.ip_ban_duration_hours;
    const expiration = hours > 0 ? new Date(at.getTime() + hours * 3_600_000) : null;
    await bans.banUser(
      user.id,
      {
        reason: ipBanReason(addresses, config.max_diff_ip_views_per_user),
        expiration_date: expiration,
        forever: expiration === null,
        automatic: true,
      },
      tx,
    );
    if (config.send_email_after_ip_ban) {
      const lang = mailLanguage(user.language);
      await ctx.mailer.enqueue(tx, {
        to: user.email,
        template: 'ip_ban',
        lang,
        data: {
          firstname: user.firstname,
          count: ips,
          until: banUntilText(lang, expiration),
          link: new URL('/kontakt', ctx.config.PUBLIC_URL).toString(),
        },
      });
    }
    return true;
  }
};

/** The auto-ban's reason as staff read it in the bans table: the window, the limit and the addresses. */
export const ipBanReason = (addresses: readonly string[], limit: number): string => {
  const text = `limit IP: ${addresses.length} adresów w 24 h (dozwolone ${limit}): ${addresses.join(', ')}`;
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
};

/** A guest's decision needs no settings (it is 'sign_in' before any rule that reads them). */
const GUEST_SETTINGS = { access_only_poland: false, access_only_europe: false, tickets_expiration_time: 0 };

export type AccessService = ReturnType<typeof createAccessService>;
export type ListDecider = Awaited<ReturnType<AccessService['listDecider']>>;
