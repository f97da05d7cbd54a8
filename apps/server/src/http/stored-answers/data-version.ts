import { eq } from 'drizzle-orm';
import type { Db, Database } from '../../db/client';
import { publicDataVersion } from '../../db/public-data-version.table';

/**
 * On PostgreSQL, at most one version read starts per this many milliseconds while requests keep
 * coming. Each read is a round trip to another process: per turn of the event loop, the guests'
 * events list at 6,000 req/s cost 2,200 statements a second, and on 2 shared cores the wake-ups
 * of PostgreSQL they cause took a quarter of the throughput (bench, 2026-11-25: 6,100–6,600 req/s
 * with a read per turn, 7,360–7,730 with one per 3–4 ms, 8,000 with none at all). A request waits
 * at most this long for a read that starts after it arrived. Longer gaps cap what a client with N
 * connections gets at N per gap (10 ms: 5,200 req/s at 50 connections).
 */
export const VERSION_READ_GAP_MS = 3;

/**
 * The gap for this database: none on PGlite (it runs on the server's own thread, no round trip),
 * and none when the bench switches it off (SPEED_OFF=version-read-gap: a read per turn).
 */
export const versionReadGapMs = (kind: Database['kind'], gapOff: boolean): number =>
  kind === 'postgres' && !gapOff ? VERSION_READ_GAP_MS : 0;

/**
 * Reads the public data version (db/public-data-version.table.ts). Requests that arrive while no read
 * is under way share the next one, issued on the next turn of the event loop, or, within
 * `minGapMs` of the last read's start, when that gap is over: every caller's read starts after
 * the caller arrived, so a write committed before a request is always seen, yet 50 concurrent
 * requests cost one query instead of 50.
 */
export const publicDataVersionReader = (db: Db, { minGapMs = 0 }: { minGapMs?: number } = {}) => {
  let next: Promise<number> | null = null;
  let lastStart = -Infinity;
  const query = async () => {
    const [row] = await db
      .select({ version: publicDataVersion.version })
      .from(publicDataVersion)
      .where(eq(publicDataVersion.id, 1));
    if (!row) throw new Error('public_data_version has no row (migration 0001)');
    return row.version;
  };
  const startAfterGap = (resolve: () => void) => {
    const wait = lastStart + minGapMs - performance.now();
    if (wait >= 1) setTimeout(resolve, Math.ceil(wait));
    else setImmediate(resolve);
  };
  return (): Promise<number> => {
    next ??= new Promise<void>(startAfterGap).then(() => {
      next = null;
      lastStart = performance.now();
      return query();
    });
    return next;
  };
};
