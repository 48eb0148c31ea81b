/** True for a PostgreSQL unique_violation (SQLSTATE 23505), also when wrapped by drizzle (`cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
