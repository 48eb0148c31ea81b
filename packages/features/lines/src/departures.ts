import type { LineDepartureDay } from "@wenlv/contract/lines";
import { MAX_ORDER_QUANTITY } from "@wenlv/contract/orders";

/** How many next departures the date row offers before 更多日期. */
export const QUICK_DEPARTURES = 4;

/**
 * What a calendar cell of a line's date shows and whether it can be picked: a bookable departure
 * shows its price from (fen) and seats left; a departure that is sold out or whose booking closed
 * says so and is disabled; a day the line does not run (or outside the answer) shows nothing and
 * is disabled. Only `bookable` days (the API's rule: runs, not past the cutoff, a seat left) are
 * ever offered.
 */
export type DepartureCell =
  | { disabled: false; priceFen: number | null; left: number }
  | { disabled: true; status: "soldOut" | "ended" | null };

/** The cell of one day, from the departures answer's entry for it (undefined when not in the answer). */
export function departureCell(day: LineDepartureDay | undefined): DepartureCell {
  if (!day || !day.runs) return { disabled: true, status: null };
  if (day.bookable) return { disabled: false, priceFen: day.price_from_fen, left: day.remaining };
  return { disabled: true, status: day.blocked === "sold_out" ? "soldOut" : day.blocked === "ended" ? "ended" : null };
}

/**
 * The departures of the quick row: the first `count` bookable ones in date order, and the chosen
 * day too (last) when it is bookable but further out.
 */
export function quickDepartures(days: readonly LineDepartureDay[], chosen: string | null, count = QUICK_DEPARTURES): LineDepartureDay[] {
  const bookable = days.filter((d) => d.bookable);
  const picks = bookable.slice(0, count);
  const extra = chosen ? bookable.find((d) => d.day === chosen && !picks.includes(d)) : undefined;
  return extra ? [...picks, extra] : picks;
}

/** Most travellers one order may take on a departure with `remaining` seats: MAX_ORDER_QUANTITY at most; 0 when none is left. */
export function maxTravellers(remaining: number): number {
  return Math.max(0, Math.min(MAX_ORDER_QUANTITY, remaining));
}
