import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { compiledSerializer } from '../response-serializer';
import { createProfileAnswer, type ProfileAnswer } from './profile-answer';
import { sendPersonal } from './send-personal';
import { createVersionedMemo } from './versioned-memo';

/** A viewer's view of the shared cards (what the feature decides; the seam keys, keeps and sends). */
export interface ViewerCards<C> {
  /** Viewers with the same profile get the same card wherever they hold nothing of their own. */
  profile: string;
  /** What a profile answer made now is made with besides the base (kept on it as `madeWith`). */
  context: C;
  /** The card at `position` as every viewer of the profile gets it. */
  sharedCard(position: number): unknown;
  /** The positions whose card differs for this viewer from a profile answer made with `madeWith`. */
  own(madeWith: C): Iterable<number>;
  /** This viewer's card at `position`. */
  ownCard(position: number): unknown;
}

/**
 * The `personalize` hook of `route(…, { cache: 'guests', personalize })`: per-viewer facts on shared
 * cards. A signed-in non-admin's list is the shared **base** (per language and validated query),
 * the **profile answer** (the base decided for every viewer of one profile, serialised and
 * compressed once) and the viewer's own cards spliced in (that text compressed per request). The
 * feature says how to read the facts, make the base and decide a card; the seam keys, memoises (per
 * public data version and 5 s), serialises, splices, tags and sends.
 */
export interface PersonalizeHook<B extends { cards: readonly unknown[] }, F extends { version: number }, C> {
  /** The answer's collection key: `{ "<key>": [cards] }`. */
  key: string;
  /** One card's schema: cards are written one by one by its compiled serializer. */
  cardSchema: $ZodType;
  /** Per request, first: the facts, with the public data version read with them (before a base is made). */
  readFacts(request: FastifyRequest): Promise<F>;
  /** The shared base for the list's validated query (admin pages have their own route, never stored). */
  makeBase(query: Record<string, unknown>): Promise<B>;
  viewer(request: FastifyRequest, facts: F, base: B): Promise<ViewerCards<C>>;
}

export interface Personalize {
  /** The answering function for one app (its stored answers and switches). */
  start(
    app: FastifyInstance,
  ): (request: FastifyRequest, reply: FastifyReply, query: Record<string, unknown>) => Promise<unknown>;
}

let generations = 0;

export const personalize = <B extends { cards: readonly unknown[] }, F extends { version: number }, C>(
  hook: PersonalizeHook<B, F, C>,
): Personalize => {
  const serializeCard = compiledSerializer(hook.cardSchema);

  return {
    start(app) {
      const disabled = app.storedAnswers.off.has('versioned-memo');
      const bases = createVersionedMemo<{ base: B; generation: number }>({ maxEntries: 50, disabled });
      // At most ~2 MB each (fragments and body): a handful of profiles per list and language in practice.
      const profiles = createVersionedMemo<ProfileAnswer<C>>({ maxEntries: 32, disabled });

      return async (request, reply, query) => {
        const facts = await hook.readFacts(request);
        const baseKey = `${request.lang}\u0000${JSON.stringify(query)}`;
        const { base, generation } = await bases.get(baseKey, facts.version, async () => ({
          base: await hook.makeBase(query),
          generation: ++generations,
        }));
        const viewer = await hook.viewer(request, facts, base);
        const profile = await profiles.get(
          `${baseKey}\u0000${generation}\u0000${viewer.profile}`,
          facts.version,
          async () =>
            createProfileAnswer(
              hook.key,
              base.cards.map((_, position) => serializeCard(viewer.sharedCard(position))),
              viewer.context,
            ),
        );
        const changed = new Map<number, string>();
        for (const position of viewer.own(profile.madeWith))
          if (!changed.has(position)) changed.set(position, serializeCard(viewer.ownCard(position)));
        return sendPersonal(request, reply, profile, changed);
      };
    },
  };
};
