/** All catalogue tables (slides included), for the schema index (db/schema.ts). */
export * from './taxonomy.table';
export * from './videos.table';
export * from './events.table';
export * from './translations.table';
export * from './slides.table';
