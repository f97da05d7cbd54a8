import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** 'pending' (waiting for run_at) | 'running' (claimed; run_at is the lease end) | 'done' | 'failed' (dead letter). */
export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * The durable job queue. A job is written in the caller's transaction (`enqueue`), claimed by one
 * worker with FOR UPDATE SKIP LOCKED, retried with back-off, and left as 'failed' with its last
 * error once its attempts are used up, so nothing is lost silently.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    /** null when the job needs no input. */
    payload: jsonb('payload').$type<unknown>(),
    status: varchar('status', { length: 16 }).$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    /** When the job is due; while it is 'running', when the claim's lease ends. */
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** At most one pending or running job per (name, singleton_key); null means no such limit. */
    singleton_key: varchar('singleton_key', { length: 128 }),
    locked_by: varchar('locked_by', { length: 64 }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.run_at),
    uniqueIndex('jobs_singleton_idx')
      .on(table.name, table.singleton_key)
      .where(sql`${table.status} in ('pending', 'running')`),
    index('jobs_finished_idx').on(table.finished_at),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
