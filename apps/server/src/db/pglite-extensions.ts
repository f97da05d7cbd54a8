import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the user search's trigram index,
 * fragment-search.ts). PGlite bundles them but loads only those named when it is opened, so every
 * `new PGlite(...)` that runs the migrations or reads their tables passes these.
 */
export const pgliteExtensions = { pg_trgm };
