import type { LineDepartureDay } from "@wenlv/contract/lines";
import { MAX_ORDER_QUANTITY } from "@wenlv/contract/orders";

/** How many next departures the date row offers before 更多日期. */
export const QUICK_DEPARTURES = 4;

/**
 * Whether a departure is full but still open for booking, so its waiting list can be joined
 * (decision 035): the line runs that day, booking has not closed and no seat is left. The
 * departures answer says exactly this with `blocked: "sold_out"`: the API (lines/service.ts
 * `lineDepartures`) reports "closed" (does not run) and "ended" (past the cut-off) before it
 * looks at the seats, so "sold_out" is only ever a running day before its cut-off.
 */
export function departureWaitlisted(day: Pick<LineDepartureDay, "runs" | "blocked"> | undefined): boolean {
  return Boolean(day?.runs && day.blocked === "sold_out");
}

/**
 * Whether /LineSelect lets a departure be chosen: bookable now (the API's `bookable`: runs, not past
 * the cut-off, a seat left), or full and open so its waiting list can be joined
 * ({@link departureWaitlisted}). Days that do not run or whose booking closed never are.
 */
export function departureChoosable(day: LineDepartureDay | undefined): boolean {
  return Boolean(day && (day.bookable || departureWaitlisted(day)));
}

/**
 * What a calendar cell of a line's date shows and whether it can be picked: a bookable departure
 * shows its price from (fen) and seats left; a full departure still open for booking can be picked
 * too and is marked 满员 · 可候补 (`waitlist`, `left` 0); a departure whose booking closed says
 * 已截止 and is disabled; a day the line does not run (or outside the answer) shows nothing and is
 * disabled.
 */
export type DepartureCell = { disabled: false; priceFen: number | null; left: number; waitlist: boolean } | { disabled: true; status: "ended" | null };

/** The cell of one day, from the departures answer's entry for it (undefined when not in the answer). */
export function departureCell(day: LineDepartureDay | undefined): DepartureCell {
  if (!day || !day.runs) return { disabled: true, status: null };
  if (departureChoosable(day)) return { disabled: false, priceFen: day.price_from_fen, left: day.remaining, waitlist: !day.bookable };
  return { disabled: true, status: day.blocked === "ended" ? "ended" : null };
}

/**
 * The departures of the quick row: the first `count` choosable ones ({@link departureChoosable}:
 * bookable, or full with a waiting list) in date order, and the chosen day too (last) when it is
 * choosable but further out.
 */
export function quickDepartures(days: readonly LineDepartureDay[], chosen: string | null, count = QUICK_DEPARTURES): LineDepartureDay[] {
  const choosable = days.filter(departureChoosable);
  const picks = choosable.slice(0, count);
  const extra = chosen ? choosable.find((d) => d.day === chosen && !picks.includes(d)) : undefined;
  return extra ? [...picks, extra] : picks;
}

/** Most travellers one order may take on a departure with `remaining` seats: MAX_ORDER_QUANTITY at most; 0 when none is left. */
export function maxTravellers(remaining: number): number {
  return Math.max(0, Math.min(MAX_ORDER_QUANTITY, remaining));
}

/**
 * Most travellers /LineSelect offers on a chosen departure: the seats left on a bookable one
 * ({@link maxTravellers}); on a full one (a waiting-list join) the departure's capacity, since
 * returned seats are offered to the first entry in line that fits (decision 035) and a party
 * larger than the coach can never fit; MAX_ORDER_QUANTITY at most either way.
 */
export function travellerLimit(departure: Pick<LineDepartureDay, "bookable" | "remaining" | "capacity">): number {
  return maxTravellers(departure.bookable ? departure.remaining : departure.capacity);
}

/**
 * What /LineOrder can do with its departure: "bookable" (提交订单 creates the order), "waitlist"
 * (full but open: 加入候补 sends the same order to the waiting list, decision 035) or
 * "unavailable" (重新选择班期).
 */
export type OrderDepartureState = "bookable" | "waitlist" | "unavailable";

/**
 * The {@link OrderDepartureState} of an order of `seats` travellers, from the day's live entry of
 * /api/line/departures (asked for with `from` = the day and `days` = 1; the seats left are never
 * taken from the URL). `departure` is undefined while that answer loads (-> null) and null when
 * the answer has no such day (past, beyond the sales window -> "unavailable"). "bookable" when it
 * is bookable with at least `seats` seats left; "waitlist" when it is full but open
 * ({@link departureWaitlisted}); else "unavailable": the day does not run, its booking closed, or
 * fewer seats are left than asked for (choose fewer travellers or another departure).
 */
export function orderDepartureState(departure: LineDepartureDay | null | undefined, seats: number): OrderDepartureState | null {
  if (departure === undefined) return null;
  if (departure === null) return "unavailable";
  if (departure.bookable && departure.remaining >= seats) return "bookable";
  return departureWaitlisted(departure) ? "waitlist" : "unavailable";
}
