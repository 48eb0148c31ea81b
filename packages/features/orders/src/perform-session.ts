/**
 * A show session's start from a performance order item's slot: "19:30" (a seated hall's session) or
 * "19:30|GA" (the stock of a general-admission zone, decision 033) -> "19:30"; null -> "".
 */
export function sessionTime(slot: string | null): string {
  return (slot ?? "").split("|", 1)[0] ?? "";
}
