import type { FastifyReply, FastifyRequest } from 'fastify';
import fastJson from 'fast-json-stringify';
import type { $ZodType } from 'zod/v4/core';
import type { AppContext } from '../../context';
import { serializableJsonSchema } from '../../http/response-serializer';
import { createVersionedMemo } from '../../http/versioned-memo';
import { createAccessService, itemKey, type AccessItem, type ListDecider } from '../access';
import type { UserRow } from '../users';
// orders imports the catalogue too (items, titles): a cycle of index files, used only inside functions.
import { viewerListFacts } from '../tickets';
import { ticketsLeft } from './event.presenter';
import { createProfileAnswer, sendProfileAnswer, type ProfileAnswer } from './viewer-cards.answer';

/**
 * A signed-in viewer's whole list (`GET /api/events|videos` without paging fields) from shared parts
 * (ARCHITECTURE.md, the public read path; CONTEXT.md "Cards"): the per-language **card base**
 * (the guest's cards and what the access module judges per card; made once per public data version
 * and 5 s), the **profile answer** (the base decided for every viewer who holds nothing for an item:
 * same role, age bracket and country bracket; serialised, compressed once) and the viewer's
 * **overlay**: cards whose live ticket count moved since the profile answer was made, and cards
 * the viewer holds an access row or an order for, decided again (decideAccess) and spliced in.
 * Per request: one statement, shared by the viewers asking together, for the public data version,
 * the live ticket counts and the viewer's access rows and latest order statuses (orders'
 * viewerListFacts); the spliced answer is kept by what it is made of (viewer-cards.answer.ts).
 */
export interface CardBase<T> {
  /** The guest's cards in list order (their access fields are replaced by the overlay). */
  cards: readonly T[];
  /** What the access module judges per card, tickets_left = the limit (the overlay sets the live count). */
  items: readonly AccessItem[];
}

interface Base<T> extends CardBase<T> {
  generation: number;
  limitedIds: number[];
  /** Card position by item key. */
  index: Map<string, number>;
  /** The distinct age restrictions of the cards: a viewer's age matters only against these. */
  ageLimits: number[];
}

type Card = { id: number; ticketsLeft?: number | null };

export interface ViewerListKind<T extends Card> {
  kind: 'event' | 'video';
  /** The answer's collection key (`{ events: [...] }`). */
  key: 'events' | 'videos';
  cardSchema: $ZodType;
  build: (query: Record<string, unknown>) => Promise<CardBase<T>>;
}

let generations = 0;

/** The access item with the live ticket count (as eventAccessItem does with the item facts of modules/tickets). */
const liveItem = (item: AccessItem, live: ReadonlyMap<number, number>): AccessItem =>
  item.available_tickets === null
    ? item
    : { ...item, tickets_left: live.get(item.id) ?? item.available_tickets };

export const createViewerCards = <T extends Card>(ctx: AppContext, list: ViewerListKind<T>) => {
  const access = createAccessService(ctx);
  const compiled = serializableJsonSchema(list.cardSchema);
  if ('reason' in compiled) throw new Error(`${list.key} card schema: ${compiled.reason}`);
  const serializeCard = fastJson(compiled.jsonSchema as never) as (card: unknown) => string;
  const bases = createVersionedMemo<Base<T>>({ maxEntries: 50 });
  // At most ~2 MB each (fragments and body): a handful of profiles per list and language in practice.
  const profiles = createVersionedMemo<ProfileAnswer>({ maxEntries: 32 });

  const makeBase = async (query: Record<string, unknown>): Promise<Base<T>> => {
    const { cards, items } = await list.build(query);
    const limitedIds = items.filter((item) => item.available_tickets !== null).map((item) => item.id);
    return {
      cards,
      items,
      generation: ++generations,
      limitedIds,
      index: new Map(items.map((item, position) => [itemKey(item), position])),
      ageLimits: [...new Set(items.map((item) => item.age_restriction ?? 0).filter((age) => age > 0))].sort(
        (a, b) => a - b,
      ),
    };
  };

  /** The card as the old per-request path made it: the base card, the live count, the decision. */
  const overlaid = (
    base: Base<T>,
    position: number,
    live: ReadonlyMap<number, number>,
    access: object,
  ): unknown => {
    const card = base.cards[position]!;
    const item = base.items[position]!;
    return list.kind === 'event'
      ? { ...card, ticketsLeft: ticketsLeft(item.available_tickets, live.get(item.id)), ...access }
      : { ...card, ...access };
  };

  const makeProfile = (
    base: Base<T>,
    decider: ListDecider,
    live: ReadonlyMap<number, number>,
  ): ProfileAnswer => {
    const at = new Date();
    const fragments = base.items.map((item, position) =>
      serializeCard(overlaid(base, position, live, decider.decide(liveItem(item, live), at, null, true))),
    );
    return createProfileAnswer(list.key, fragments, live);
  };

  /** Answers the signed-in non-admin viewer's whole list; `query` is the validated filters. */
  return async (request: FastifyRequest, reply: FastifyReply, query: Record<string, unknown>) => {
    const user = request.user as UserRow;
    const at = new Date();
    // What may have changed since the last request, read for the viewers asking together (a few
    // statements): the public data version, the live counts and the viewer's own rows. The version is
    // read before the base is made (a base is tagged with the version read before it).
    const facts = await viewerListFacts(ctx.db, user.id, list.kind, ctx.config);
    const version = facts.publicDataVersion;
    const live = facts.ticketsLeft;
    const baseKey = `${request.lang}\u0000${JSON.stringify(query)}`;
    const base = await bases.get(baseKey, version, () => makeBase(query));
    const statuses = facts.statuses;
    const decider = await access.listDecider({ user, country: request.country }, facts.grants);
    const profileKey = decider.profile(at, base.ageLimits);
    const profile = await profiles.get(
      `${baseKey}\u0000${base.generation}\u0000${profileKey}`,
      version,
      async () => makeProfile(base, decider, live),
    );

    // The overlay: cards whose count moved since the profile answer, and the viewer's own.
    const changed = new Map<number, string>();
    const redo = (position: number | undefined) => {
      if (position === undefined || changed.has(position)) return;
      const item = base.items[position]!;
      const decision = decider.decide(liveItem(item, live), at, statuses.get(itemKey(item)) ?? null);
      changed.set(position, serializeCard(overlaid(base, position, live, decision)));
    };
    for (const id of base.limitedIds)
      if (live.get(id) !== profile.live.get(id)) redo(base.index.get(`event:${id}`));
    for (const key of decider.personal) redo(base.index.get(key));
    for (const key of statuses.keys()) redo(base.index.get(key));
    return sendProfileAnswer(request, reply, profile, changed);
  };
};
