/** Days ahead that tickets can be booked, today (Asia/Shanghai) included: today + 14 days. */
export const SALE_DAYS = 15;

/** Slot name used when a product has no timed entry (the whole day is one slot). */
export const ALL_DAY_SLOT = "全天";

/** Stock rules of a ticket product, kept in `products.rules`. `capacity` is per slot per day. */
export type TicketRules = { slots: string[]; capacity: number; saleDays: number };

/** Reads TicketRules from a product's `rules` JSON, with safe fallbacks. */
export function ticketRules(rules: Record<string, unknown>): TicketRules {
  const slots = Array.isArray(rules.slots) ? rules.slots.filter((s): s is string => typeof s === "string") : [];
  const capacity = typeof rules.capacity === "number" && rules.capacity >= 0 ? Math.floor(rules.capacity) : 0;
  const saleDays = typeof rules.saleDays === "number" && rules.saleDays > 0 ? Math.floor(rules.saleDays) : SALE_DAYS;
  return { slots: slots.length > 0 ? slots : [ALL_DAY_SLOT], capacity, saleDays };
}
