import type { SlotStock, StockDay, StockResult } from "@wenlv/contract/scenic";

/** Whether a day can be booked: "available", "soldOut" (no slot has stock) or "unavailable" (outside the sales window). */
export type DayAvailability = "available" | "soldOut" | "unavailable";

/** The stock answer (`scenicStock`) by day "YYYY-MM-DD". */
export function stockByDay(result: StockResult | undefined): Map<string, StockDay> {
  return new Map((result ?? []).map((day) => [day.day, day]));
}

/**
 * Availability of a day: a day the API left out is outside the sales window ("unavailable");
 * a day whose slots all have `remaining <= 0` is "soldOut" (售罄); otherwise "available".
 */
export function dayAvailability(stock: StockDay | undefined): DayAvailability {
  if (!stock) return "unavailable";
  return stock.slots.some((slot) => slot.remaining > 0) ? "available" : "soldOut";
}

/** The slot's stock on a day, or undefined when the day or slot is unknown. */
export function findSlot(stock: StockDay | undefined, slot: string | null): SlotStock | undefined {
  return slot ? stock?.slots.find((s) => s.slot === slot) : undefined;
}
