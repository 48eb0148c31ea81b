/** A positive integer id from a query string value ("12" -> 12), or null for anything else (links carry ids as text). */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
