import {
  AppError,
  eventRuleIssues,
  toGrosze,
  warsawDay,
  type CatalogEvent,
  type EventCreateParsed,
  type EventUpdateParsed,
  type EventsQuery,
  type EventSortField,
  type ListPaging,
} from '@scena/shared';
import type { AppContext } from '../../context';
import type { UserRow } from '../users';
import { checkViolation, foreignKeyViolation } from '../../db/errors';
import { validationError } from '../../lib/form-validation';
import { loadEventExtras, toEventDto } from './event.presenter';
import { eventsRepository } from './events.repository';
import type { EventRow, NewEventRow } from './events.table';
import { eventAccessItem, isAdmin } from './media-access';
import { createCodePrices } from './code-prices';
import { createAccessService, itemKey } from '../access';
// orders imports the catalogue too (items, titles): a cycle of index files, used only inside functions.
import { itemOrderFacts, ticketsHeld } from '../tickets';
import { cleanHtml } from './sanitized-fields';
import { saveWithSlug } from './slug';
import type { CardBase } from './viewer-cards';
import { videosRepository } from './videos.repository';

const COPIED = [
  'title',
  'subtitle',
  'video_id',
  'available_tickets',
  'date_from',
  'date_to',
  'time_from',
  'time_to',
  'full_day',
  'hide_time_to',
  'is_festival',
  'dashboard_hidden',
  'published',
  'enable_tickets',
  'enable_codes',
  'share_teatrlink',
  'vimeo_chat',
] as const;

/** Parsed body → columns, only the fields sent. DB defaults give the spec's new-event defaults. */
const toColumns = (values: Partial<EventCreateParsed>): Partial<NewEventRow> => {
  const out: Record<string, unknown> = {};
  for (const key of COPIED) if (values[key] !== undefined) out[key] = values[key];
  if (values.event_price !== undefined) out.price_grosze = toGrosze(values.event_price) ?? 0;
  return out as Partial<NewEventRow>;
};

type EventFilterQuery = Omit<EventsQuery, 'is_festival' | 'dashboard' | 'video_id'> & {
  video_id?: number;
  is_festival?: boolean;
  dashboard?: boolean;
};

const toFilter = (user: UserRow | null, query: EventFilterQuery) => ({
  from: query.date_from ?? warsawDay(new Date()),
  to: query.date_to,
  videoId: query.video_id,
  isFestival: query.is_festival,
  viewerRules: !isAdmin(user) || query.dashboard === true,
});

const notFound = () => new AppError('NOT_FOUND', 'catalog.event_not_found');

const throwRuleIssues = (values: Parameters<typeof eventRuleIssues>[0]) => {
  const issues = eventRuleIssues(values);
  if (issues.length > 0)
    throw validationError(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
};

export const createEventsService = (ctx: AppContext) => {
  const { db, config } = ctx;

  const access = createAccessService(ctx);
  const codePrices = createCodePrices(ctx);

  /** Rows → answers with the viewer's access (media only where the access module allows it). */
  const present = async (
    rows: EventRow[],
    user: UserRow | null,
    country: string | null = null,
  ): Promise<CatalogEvent[]> => {
    const refs = rows.map((row) => ({ kind: 'event' as const, id: row.id }));
    const limited = rows.filter((row) => row.available_tickets !== null).map((row) => row.id);
    const [extras, facts, activations] = await Promise.all([
      loadEventExtras(db, rows),
      itemOrderFacts(db, ctx.orderFacts, user?.id ?? null, refs, limited),
      codePrices.activationsOf(user),
    ]);
    const now = new Date();
    const items = rows.map((row) =>
      eventAccessItem(row, extras.videos.get(row.video_id), facts.ticketsLeft.get(row.id)),
    );
    const decisions = await access.itemAccessMany({ user, country }, items, now, facts.statuses);
    return rows.map((row, index) => ({
      ...toEventDto(
        row,
        extras,
        decisions.get(itemKey({ kind: 'event', id: row.id }))!,
        now,
        facts.ticketsLeft.get(row.id),
      ),
      ...codePrices.fieldsFor(activations, items[index]!),
    }));
  };

  const checkVideo = async (videoId: number | undefined) => {
    if (videoId !== undefined && !(await videosRepository.exists(db, videoId))) {
      throw validationError({ video_id: 'catalog.validate.video_not_found' });
    }
  };

  /**
   * A video deleted between the check and the write surfaces as a foreign-key violation. A ticket
   * limit below the tickets already held fails ticket_stock's CHECK (its trigger follows
   * available_tickets in the same statement): refused on the field with the count held.
   */
  const guardVideo = async <T>(write: () => Promise<T>, eventId?: number): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (foreignKeyViolation(error)) throw validationError({ video_id: 'catalog.validate.video_not_found' });
      const check = checkViolation(error);
      if (check && (check.constraint ?? 'ticket_stock_within_limit') === 'ticket_stock_within_limit') {
        const held = eventId !== undefined ? await ticketsHeld(db, eventId) : 0;
        throw new AppError('VALIDATION', 'form.validate.invalid', {
          formError: { available_tickets: 'orders.error.tickets_below_held' },
          params: { held },
        });
      }
      throw error;
    }
  };

  return {
    /**
     * Without date_from: events not yet ended (from today, Warsaw, minus those whose last window
     * already closed today). With dates: every event overlapping the range.
     */
    async list(user: UserRow | null, query: EventFilterQuery, country: string | null = null) {
      const rows = await eventsRepository.list(db, toFilter(user, query));
      const events = await present(rows, user, country);
      return query.date_from ? events : events.filter((event) => event.available !== -1);
    },

    /**
     * The shared base of a signed-in viewer's whole list (viewer-cards.ts): list()'s events as a
     * guest gets them (the viewer rules hold for every non-admin) and the access item of each, its
     * tickets_left the limit (the overlay reads the live count per request).
     */
    async cardBase(query: EventFilterQuery): Promise<CardBase<CatalogEvent>> {
      const rows = await eventsRepository.list(db, toFilter(null, query));
      const extras = await loadEventExtras(db, rows);
      const now = new Date();
      const items = rows.map((row) => eventAccessItem(row, extras.videos.get(row.video_id)));
      const decisions = await access.itemAccessMany({ user: null, country: null }, items, now);
      const cards = rows.map((row) =>
        toEventDto(row, extras, decisions.get(itemKey({ kind: 'event', id: row.id }))!, now),
      );
      const kept = cards
        .map((_, index) => index)
        .filter((index) => query.date_from || cards[index]!.available !== -1);
      return { cards: kept.map((index) => cards[index]!), items: kept.map((index) => items[index]!) };
    },

    /**
     * One page of the same list (the admin screen). Without date_from it starts at today's calendar
     * day; unlike list() it keeps an event whose last window closed earlier today, since a page
     * and its total must come from SQL alone.
     */
    async page(
      user: UserRow | null,
      query: EventFilterQuery,
      paging: ListPaging<EventSortField>,
      country: string | null = null,
    ) {
      const { items, total } = await eventsRepository.page(db, toFilter(user, query), paging);
      return { events: await present(items, user, country), total };
    },

    /** Unpublished events exist only for administrators. */
    async get(user: UserRow | null, slugOrId: string, country: string | null = null): Promise<CatalogEvent> {
      const row =
        (await eventsRepository.getBySlug(db, slugOrId)) ??
        (/^\d{1,9}$/.test(slugOrId) ? await eventsRepository.get(db, Number(slugOrId)) : null);
      if (!row || (!row.published && !isAdmin(user))) throw notFound();
      return (await present([row], user, country))[0]!;
    },

    async create(body: EventCreateParsed, user: UserRow | null): Promise<CatalogEvent> {
      const values = { ...body, vimeo_chat: cleanHtml(config, body.vimeo_chat) };
      await checkVideo(values.video_id);
      const row = await guardVideo(() =>
        saveWithSlug({
          explicit: values.slug ?? null,
          title: values.title,
          fallback: 'wydarzenie',
          slugsLike: (prefix) => eventsRepository.slugsLike(db, prefix),
          write: (slug) => eventsRepository.insert(db, { ...toColumns(values), slug } as NewEventRow),
        }),
      );
      return (await present([row], user))[0]!;
    },

    async update(id: number, body: EventUpdateParsed, user: UserRow | null): Promise<CatalogEvent> {
      const existing = await eventsRepository.get(db, id);
      if (!existing) throw notFound();
      throwRuleIssues({
        date_from: body.date_from ?? existing.date_from,
        date_to: body.date_to ?? existing.date_to,
        time_from: body.time_from !== undefined ? body.time_from : existing.time_from,
        time_to: body.time_to !== undefined ? body.time_to : existing.time_to,
        full_day: body.full_day ?? existing.full_day,
      });
      const values = {
        ...body,
        ...(body.vimeo_chat !== undefined ? { vimeo_chat: cleanHtml(config, body.vimeo_chat) } : {}),
      };
      await checkVideo(values.video_id);
      const columns = toColumns(values);
      const write = (slug?: string) =>
        eventsRepository.update(db, id, { ...columns, ...(slug ? { slug } : {}) });
      const row = await guardVideo(
        () =>
          values.slug === undefined
            ? write()
            : saveWithSlug({
                explicit: values.slug,
                title: values.title ?? existing.title,
                fallback: 'wydarzenie',
                own: existing.slug,
                slugsLike: (prefix) => eventsRepository.slugsLike(db, prefix),
                write,
              }),
        id,
      );
      if (!row) throw notFound();
      return (await present([row], user))[0]!;
    },

    async remove(id: number, user: UserRow | null): Promise<CatalogEvent> {
      const existing = await eventsRepository.get(db, id);
      if (!existing) throw notFound();
      const dto = (await present([existing], user))[0]!;
      try {
        if (!(await eventsRepository.remove(db, id))) throw notFound();
      } catch (error) {
        // Orders (a later module) keep their events.
        if (foreignKeyViolation(error)) throw new AppError('CONFLICT', 'catalog.event_in_use');
        throw error;
      }
      return dto;
    },
  };
};
