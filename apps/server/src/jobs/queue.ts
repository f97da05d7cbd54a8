/**
 * What features import to define and enqueue jobs. It does not depend on AppContext or on any
 * module, so a module can import it while jobs/index.ts imports the module's job definitions
 * without an import cycle.
 */
export { enqueue, type EnqueueOptions } from './queue.repository';
export { defineJob, every, dailyAtUtc, exponentialBackoff, type JobDefinition, type JobContext, type Schedule } from './definition';
