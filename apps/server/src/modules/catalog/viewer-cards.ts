import type { FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import type { AppContext } from '../../context';
import { personalize, type ViewerCards } from '../../http/stored-answers';
import { createAccessService, itemKey, type AccessItem } from '../access';
import type { UserRow } from '../users';
// The one import of the viewer's list facts (the public data version, live counts, rows, statuses).
import { viewerListFacts, type ViewerListFacts } from '../tickets';
import { ticketsLeft } from './event.presenter';
import type { PricingActivation } from '../codes';
import { createCodePrices, type CodePriceFields } from './code-prices';

/**
 * A signed-in viewer's whole list (`GET /api/events|videos` without paging fields) as the
 * `personalize` hook of its route (CONTEXT.md "A signed-in viewer's whole list"): what the
 * catalogue knows of it. The **base** is the guest's cards and the access item of each (the
 * services' cardBase); a viewer's **facts** are one statement shared by the viewers asking together
 * (modules/tickets' viewerListFacts); a card is decided by the access module (listDecider). Keys, memos,
 * serialising, splicing, compression, ETag and sending are the seam's (http/stored-answers).
 */
export interface CardBase<T> {
  /** The guest's cards in list order (their access fields are replaced for each viewer). */
  cards: readonly T[];
  /** What the access module judges per card, tickets_left = the limit (the facts carry the live count). */
  items: readonly AccessItem[];
}

interface Base<T> extends CardBase<T> {
  limitedIds: number[];
  /** Card position by item key. */
  index: Map<string, number>;
  /** The distinct age restrictions of the cards: a viewer's age matters only against these. */
  ageLimits: number[];
}

type Card = { id: number; ticketsLeft?: number | null };
type Facts = ViewerListFacts & { version: number; activations: PricingActivation[] };
/** The live ticket counts a profile answer was made with: a card whose count moved is decided again. */
type Live = ReadonlyMap<number, number>;

export interface ViewerListKind<T extends Card> {
  kind: 'event' | 'video';
  /** The answer's collection key (`{ events: [...] }`). */
  key: 'events' | 'videos';
  cardSchema: $ZodType;
  build: (query: Record<string, unknown>) => Promise<CardBase<T>>;
}

/** The access item with the live ticket count (as eventAccessItem does with the item facts of modules/tickets). */
const liveItem = (item: AccessItem, live: Live): AccessItem =>
  item.available_tickets === null
    ? item
    : { ...item, tickets_left: live.get(item.id) ?? item.available_tickets };

const withIndex = <T>({ cards, items }: CardBase<T>): Base<T> => ({
  cards,
  items,
  limitedIds: items.filter((item) => item.available_tickets !== null).map((item) => item.id),
  index: new Map(items.map((item, position) => [itemKey(item), position])),
  ageLimits: [...new Set(items.map((item) => item.age_restriction ?? 0).filter((age) => age > 0))].sort(
    (a, b) => a - b,
  ),
});

export const viewerCards = <T extends Card>(ctx: AppContext, list: ViewerListKind<T>) => {
  const access = createAccessService(ctx);
  const codePrices = createCodePrices(ctx);

  /** The card as the per-request path makes it: the base card, the live count, the decision, the viewer's code price. */
  const card = (
    base: Base<T>,
    position: number,
    live: Live,
    decision: object,
    price: CodePriceFields = {},
  ): unknown => {
    const item = base.items[position]!;
    return list.kind === 'event'
      ? {
          ...base.cards[position]!,
          ticketsLeft: ticketsLeft(item.available_tickets, live.get(item.id)),
          ...decision,
          ...price,
        }
      : { ...base.cards[position]!, ...decision, ...price };
  };

  const viewer = async (request: FastifyRequest, facts: Facts, base: Base<T>): Promise<ViewerCards<Live>> => {
    const at = new Date();
    const live = facts.ticketsLeft;
    const decider = await access.listDecider(
      { user: request.user as UserRow, country: request.country },
      facts.grants,
    );
    // The viewer's code prices: own cards (none without activations; with an "any" code, every priced card).
    const prices = new Map<number, CodePriceFields>();
    if (facts.activations.length > 0)
      base.items.forEach((item, position) => {
        const fields = codePrices.fieldsFor(facts.activations, item);
        if (fields.usedCode !== undefined) prices.set(position, fields);
      });
    const own = (madeWith: Live) => {
      const positions: (number | undefined)[] = [];
      for (const id of base.limitedIds)
        if (live.get(id) !== madeWith.get(id)) positions.push(base.index.get(`event:${id}`));
      for (const key of decider.personal) positions.push(base.index.get(key));
      for (const key of facts.statuses.keys()) positions.push(base.index.get(key));
      positions.push(...prices.keys());
      return positions.filter((position) => position !== undefined);
    };
    return {
      profile: decider.profile(at, base.ageLimits),
      context: live,
      sharedCard: (position) =>
        card(base, position, live, decider.decide(liveItem(base.items[position]!, live), at, null, true)),
      own,
      ownCard: (position) => {
        const item = base.items[position]!;
        const decision = decider.decide(liveItem(item, live), at, facts.statuses.get(itemKey(item)) ?? null);
        return card(base, position, live, decision, prices.get(position));
      },
    };
  };

  return personalize({
    key: list.key,
    cardSchema: list.cardSchema,
    readFacts: async (request) => {
      const user = request.user as UserRow;
      const [facts, activations] = await Promise.all([
        viewerListFacts(ctx.db, ctx.orderFacts, user.id, list.kind, ctx.config),
        codePrices.activationsOf(user),
      ]);
      return { ...facts, version: facts.publicDataVersion, activations };
    },
    makeBase: async (query) => withIndex(await list.build(query)),
    viewer,
  });
};
