/**
 * The PostgreSQL error behind `err` with SQLSTATE `code` (and, when given, on `constraint`), also
 * when wrapped by Drizzle (`cause`); both drivers (node-postgres, PGlite) set `code` and
 * `constraint` on their errors. Codes: PostgreSQL manual, appendix A "Error Codes".
 */
export function hasSqlState(err: unknown, code: string, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const fields = e as { code?: unknown; constraint?: unknown };
    if (fields.code === code && (constraint === undefined || fields.constraint === constraint)) return true;
  }
  return false;
}

/** True for a unique_violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return hasSqlState(err, "23505");
}

/** True for a check_violation (SQLSTATE 23514) of the CHECK constraint named `constraint`. */
export function isCheckViolation(err: unknown, constraint: string): boolean {
  return hasSqlState(err, "23514", constraint);
}
