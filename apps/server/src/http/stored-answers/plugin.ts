import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config, SpeedMechanism } from '../../config';
import type { Database } from '../../db/client';
import { createAnswerStore, type AnswerStore } from './answer-store';
import { publicDataVersionReader } from './data-version';

/** What one app instance keeps of stored answers, and which speed mechanisms a bench run switched off. */
export interface StoredAnswers {
  /** Shared public answers (routes registered with `route(…, { cache }, …)`). */
  store: AnswerStore;
  /** SPEED_OFF: each mechanism named here falls back to the plain design it replaced. */
  off: ReadonlySet<SpeedMechanism>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storedAnswers: StoredAnswers;
  }
}

/**
 * The stored answers of one app instance. Instances on one database stay in step through the
 * public data version row, which every write to public data moves (migration 0001).
 */
export const storedAnswersPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; config: Config }) => {
    const off = new Set(options.config.SPEED_OFF);
    app.decorate('storedAnswers', {
      store: createAnswerStore(publicDataVersionReader(options.database.db)),
      off,
    } satisfies StoredAnswers);
  },
);
