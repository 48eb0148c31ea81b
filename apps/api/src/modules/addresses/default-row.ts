import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { addresses, pickupPersons } from "../../db/schema/index";

/** Tables whose rows carry a per-user default flag (`user_id`, `is_default`, `created_at`). */
export type DefaultFlagTable = typeof addresses | typeof pickupPersons;

/** Advisory lock classes (first key of pg_advisory_xact_lock) per table; travellers use 7301. */
const LOCK_CLASS = { addresses: 7302, pickup_persons: 7303 } as const;

/**
 * Serialises writes of one user's rows of table `name` until the transaction ends, so the count limit
 * and the "exactly one default" rule hold when two saves of the same user arrive together.
 */
export async function lockUserRows(tx: Db, name: keyof typeof LOCK_CLASS, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS[name]}, ${userId}::int)`);
}

/** Makes row `id` the user's only default row of `table` (every other row of the user loses the flag). */
export async function moveDefault(tx: Db, table: DefaultFlagTable, userId: number, id: number): Promise<void> {
  await tx.execute(sql`UPDATE ${table} SET is_default = (id = ${id}) WHERE user_id = ${userId}`);
}

/**
 * When the user has rows in `table` but none is the default (the default was just deleted), the
 * newest row (latest created_at, then highest id) becomes the default. No-op otherwise.
 */
export async function ensureDefault(tx: Db, table: DefaultFlagTable, userId: number): Promise<void> {
  await tx.execute(sql`UPDATE ${table} SET is_default = true
    WHERE id = (SELECT id FROM ${table} WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 1)
      AND NOT EXISTS (SELECT 1 FROM ${table} WHERE user_id = ${userId} AND is_default)`);
}
