import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateCounters } from "../../db/schema/index";
import { hitRateLimit } from "../../plugins/rate-limit";

/** One counted attempt at a secret: `left` wrong tries remain after this one if it turns out wrong. */
export type Attempt = { allowed: boolean; left: number; forgive: () => Promise<void> };

/**
 * Counts an attempt at a secret (old login password, payment password) BEFORE checking it, in the
 * fixed window of plugins/rate-limit hitRateLimit, so concurrent guesses can never exceed `max`
 * per window. A right answer calls `forgive()`, which takes the attempt back (one conditional
 * UPDATE count - 1), so only wrong answers use up tries. `allowed` false: the secret is locked
 * until the window ends.
 */
export async function countAttempt(db: Db, key: string, windowMs: number, max: number, now: Date): Promise<Attempt> {
  const hit = await hitRateLimit(db, key, windowMs, max, { now });
  return {
    allowed: hit.allowed,
    left: Math.max(0, max - hit.count),
    forgive: async () => {
      await db
        .update(rateCounters)
        .set({ count: sql`${rateCounters.count} - 1` })
        .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, hit.windowStart), gt(rateCounters.count, 0)));
    },
  };
}
