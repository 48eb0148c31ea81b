import type { StockDay } from "@wenlv/contract/scenic";
import type { BookingDay } from "./days";
import { dayAvailability, dayPickable, type DayAvailability } from "./stock";

/** How many bookable days the date row offers before "更多日期" (issue 9). */
export const QUICK_PICKS = 3;

/**
 * What a day of the price calendar shows and whether it can be picked (issue 9, decision 023):
 * `{ price: fen }` on a bookable day (the chosen SKU's price, integer fen; shown ¥80 or 免费), or
 * `{ status }`: "closed" (闭馆, decision 019), "ended" (已停售, every slot past its cut-off),
 * "soldOut" (售罄, no bookable slot with places) or "unavailable" (a past day or one outside the
 * sales window: the stock answer leaves it out; shown without a label). A sold-out day stays
 * enabled, so that its slots' waiting lists can be joined (decision 035); every other day that is
 * not bookable is disabled.
 */
export type DayCell = { disabled: boolean; label: { price: number } | { status: Exclude<DayAvailability, "available"> } };

/** The calendar cell of a day from its stock (`undefined`: left out of the answer) and the SKU's price in fen. */
export function dayCell(stock: StockDay | undefined, priceFen: number): DayCell {
  const availability = dayAvailability(stock);
  return availability === "available" ? { disabled: false, label: { price: priceFen } } : { disabled: !dayPickable(availability), label: { status: availability } };
}

export { dateOfDay, dayOfDate } from "@wenlv/ui/calendar";

/**
 * The days of the quick-pick row: the first `count` bookable days of `days` in order (days with
 * places; sold-out days are left to the calendar); when the chosen `value` is another day picked
 * in the calendar (later, or sold out to wait for: `dayPickable`) it takes the last place, so the
 * row always shows the choice. Empty while the stock is loading (`stock` undefined).
 */
export function quickPickDays(
  days: readonly BookingDay[],
  stock: Map<string, StockDay> | undefined,
  value: string | null,
  count: number = QUICK_PICKS,
): BookingDay[] {
  if (!stock) return [];
  const bookable = days.filter((d) => dayAvailability(stock.get(d.day)) === "available");
  const first = bookable.slice(0, count);
  if (!value || first.some((d) => d.day === value)) return first;
  const chosen = days.find((d) => d.day === value && dayPickable(dayAvailability(stock.get(d.day))));
  return chosen ? [...first.slice(0, count - 1), chosen] : first;
}
