import type { Db } from "./client";

/**
 * Batches of one batched read (lib/batcher.ts) in flight at once: PGlite runs one statement at a
 * time anyway; on PostgreSQL a few of the pool's 20 connections.
 */
export const READS_IN_FLIGHT = { pglite: 1, postgres: 4 } as const;

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * The prepared statement `name` of `db`, built by `build` on first use and kept for the life of the
 * handle (Drizzle `.prepare(name)` with `sql.placeholder(...)` values; or a Batcher over one). On node-postgres the name
 * makes each pooled connection parse and plan the statement once; on PGlite the query text is
 * built once. Names are global to a connection: one name, one statement text
 * (docs/decisions/014 lists the hot queries that use this).
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}
