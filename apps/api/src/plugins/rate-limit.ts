import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateCounters } from "../db/schema/index";

/** Outcome of one hit: `count` in the current window including this hit, `allowed` = count <= max. */
export type RateLimitResult = { allowed: boolean; count: number; windowStart: Date };

/**
 * Counts one hit of `key` in a fixed window of `windowMs` and says whether it is within `max`.
 * One statement (`INSERT ... ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count`), so
 * concurrent hits on any number of API instances are counted exactly (ARCHITECTURE.md: counters live
 * in the database). Windows start at multiples of `windowMs` shifted by `offsetMs` (pass 8 h to align
 * day windows with Asia/Shanghai midnight).
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  max: number,
  options: { now?: Date; offsetMs?: number } = {},
): Promise<RateLimitResult> {
  const now = (options.now ?? new Date()).getTime();
  const offset = options.offsetMs ?? 0;
  const windowStart = new Date(Math.floor((now + offset) / windowMs) * windowMs - offset);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  const count = row?.count ?? max + 1;
  return { allowed: count <= max, count, windowStart };
}

/** Deletes counters whose window started before `before` (run periodically; windows are at most a day). */
export async function pruneRateCounters(db: Db, before: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, before));
}
