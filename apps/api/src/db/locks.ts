import { Pool } from "pg";
import type { Db } from "./client";

/**
 * PostgreSQL advisory lock keys of the jobs that must run on one API node at a time when several
 * nodes share one database (docs/decisions/015-cluster.md). Plain integers, one per job; `seed` is
 * the key seedCatalogue has always taken. (The two-integer keys 7301 and 7302 of the travellers and
 * real-name transactions live in a separate key space: PostgreSQL never mixes the two forms.)
 */
export const LOCK_KEYS = {
  migrate: 20250100,
  seed: 20250101,
  orderSweep: 20250102,
  accountSweep: 20250103,
} as const;

/** What {@link withAdvisoryLock} did: ran `fn` (and its value), or skipped it because another node held the lock. */
export type LockedRun<T> = { ran: true; value: T } | { ran: false };

function poolOf(db: Db): Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof Pool ? client : null;
}

/**
 * Runs `fn` while this process holds the session-level advisory lock `key` on one pooled PostgreSQL
 * connection; `fn` itself queries through `db` as usual. `wait: true` queues behind another holder
 * (migrations: every node must see them applied before it starts), `wait: false` skips when another
 * node holds it (periodic sweeps: the next pass comes soon). The lock dies with its connection, so a
 * crashed node never leaves it stuck. On PGlite (one process owns the data folder) `fn` just runs.
 * `db` must be the top-level database, not a transaction. Errors of `fn` propagate after unlocking.
 */
export async function withAdvisoryLock<T>(db: Db, key: number, fn: () => Promise<T>, options: { wait: boolean }): Promise<LockedRun<T>> {
  const pool = poolOf(db);
  if (!pool) return { ran: true, value: await fn() };
  const client = await pool.connect();
  // A connection whose lock or unlock statement failed may still hold the lock: destroy it, never pool it.
  let broken: Error | undefined;
  try {
    const locked = await client
      .query<{ locked: boolean }>(options.wait ? "SELECT pg_advisory_lock($1), true AS locked" : "SELECT pg_try_advisory_lock($1) AS locked", [key])
      .then((r) => r.rows[0]?.locked === true)
      .catch((err: Error) => {
        broken = err;
        throw err;
      });
    if (!locked) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [key]).catch((err: Error) => {
        broken = err;
      });
    }
  } finally {
    client.release(broken);
  }
}
