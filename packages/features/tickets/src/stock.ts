import type { SlotStock, StockDay, StockResult } from "@wenlv/contract/scenic";

/**
 * Whether a day can be booked: "available"; "closed" (the place's closing day, 周一闭馆); "ended"
 * (today, every slot's booking cut-off has come); "soldOut" (no bookable slot has stock left, but
 * at least one is bookable: its waiting list can be joined, decision 035); or "unavailable"
 * (outside the sales window).
 */
export type DayAvailability = "available" | "closed" | "ended" | "soldOut" | "unavailable";

/** The stock answer (`scenicStock`) by day "YYYY-MM-DD". */
export function stockByDay(result: StockResult | undefined): Map<string, StockDay> {
  return new Map((result ?? []).map((day) => [day.day, day]));
}

/** True when an order can be placed on a slot: the API says it is bookable now (open day, before its cut-off) and places are left. */
export function slotOpen(slot: SlotStock): boolean {
  return slot.bookable && slot.remaining > 0;
}

/**
 * True when a slot is sold out (no places left) yet otherwise bookable (open day, before its
 * cut-off): its waiting list can be joined (decision 035: the API takes a join only on sold-out
 * stock, and refuses closed or ended slots as an order create would).
 */
export function slotWaitlisted(slot: SlotStock): boolean {
  return slot.bookable && slot.remaining <= 0;
}

/**
 * True when a slot can be chosen on the order page: open ({@link slotOpen}) or sold out with a
 * waiting list ({@link slotWaitlisted}). A closed or ended slot (`bookable: false`) never can (issue 9).
 */
export function slotPickable(slot: SlotStock): boolean {
  return slot.bookable;
}

/**
 * Availability of a day (issue 9: a closed day or an ended slot is never offered): a day the API
 * left out is outside the sales window ("unavailable"); a closed day is "closed" (闭馆); a day with
 * an open slot is "available"; a day whose slots are all past their cut-off is "ended" (已停售);
 * otherwise "soldOut" (售罄: some slot is bookable but none has places).
 */
export function dayAvailability(stock: StockDay | undefined): DayAvailability {
  if (!stock) return "unavailable";
  if (stock.closed) return "closed";
  if (stock.slots.some(slotOpen)) return "available";
  return stock.slots.every((slot) => !slot.bookable) ? "ended" : "soldOut";
}

/**
 * True when a day can be chosen on the order page: "available", or "soldOut" so that its slots'
 * waiting lists can be joined (decision 035). Closed, ended and unavailable days never can.
 */
export function dayPickable(availability: DayAvailability): boolean {
  return availability === "available" || availability === "soldOut";
}

/** The slot's stock on a day, or undefined when the day or slot is unknown. */
export function findSlot(stock: StockDay | undefined, slot: string | null): SlotStock | undefined {
  return slot ? stock?.slots.find((s) => s.slot === slot) : undefined;
}
