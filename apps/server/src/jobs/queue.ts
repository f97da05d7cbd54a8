/**
 * What features import to define and enqueue jobs. It does not depend on AppContext at run time or
 * on any module, so a module can import it while jobs/registry.ts imports the module's job
 * definitions without an import cycle.
 */
export { enqueue, type EnqueueOptions } from './enqueue';
export { defineJob, type JobDefinition, type JobContext } from './definition';
