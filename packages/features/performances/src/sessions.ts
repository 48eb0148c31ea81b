import type { PerformSession, PerformZone, RealNameRule } from "@wenlv/contract/performances";

/*
 * Pure rules of the show screens over the API's answers (issue 10): sessions by day, what a buyer
 * may still pick, the price range and how many real-name travellers an order needs. Days are
 * Shanghai "YYYY-MM-DD", slots a session's start "HH:MM", prices integer fen per ticket.
 */

/** The sessions of one day, in time order. */
export type SessionDay = { day: string; sessions: PerformSession[] };

/** Sessions grouped by their day, days and sessions in the order the API sent them (time order). */
export function sessionsByDay(sessions: readonly PerformSession[]): SessionDay[] {
  const days: SessionDay[] = [];
  for (const session of sessions) {
    const last = days[days.length - 1];
    if (last && last.day === session.day) last.sessions.push(session);
    else days.push({ day: session.day, sessions: [session] });
  }
  return days;
}

/**
 * Whether a session is still sold at `nowMs` (ms since the epoch): its online sale stops
 * `cutoffMinutes` before `starts_at` (the show's `sale_cutoff_minutes`). The API never lists a
 * closed session; a page kept open past the cut-off stops offering it with this check.
 */
export function sessionOnSale(session: Pick<PerformSession, "starts_at">, nowMs: number, cutoffMinutes: number): boolean {
  const starts = Date.parse(session.starts_at);
  return Number.isFinite(starts) && starts - cutoffMinutes * 60_000 > nowMs;
}

/** The session of `day` starting at `slot`, or undefined. */
export function findSession(sessions: readonly PerformSession[] | undefined, day: string | null, slot: string | null): PerformSession | undefined {
  return sessions?.find((s) => s.day === day && s.slot === slot);
}

/** Cheapest and dearest zone price in fen, or null when the show has no zone on sale. */
export function priceRange(zones: readonly Pick<PerformZone, "price_fen">[]): { minFen: number; maxFen: number } | null {
  if (zones.length === 0) return null;
  const prices = zones.map((z) => z.price_fen);
  return { minFen: Math.min(...prices), maxFen: Math.max(...prices) };
}

/**
 * Most tickets of one zone a buyer may ask for now: the show's own `max_per_order`, and no more
 * than the zone has left (0 when it is sold out).
 */
export function ticketLimit(maxPerOrder: number, remaining: number): number {
  return Math.max(0, Math.min(maxPerOrder, remaining));
}

/**
 * How many saved travellers (with an ID document) an order of `tickets` tickets needs under the
 * show's real-name rule: `per_ticket` one per ticket (一人一票: a show in a hall of more than
 * LARGE_PERFORMANCE_CAPACITY places, 文旅市场发〔2023〕96号), `per_order` one for the order (一单一证),
 * `none` none. The API applies the same rule (modules/performances/order.ts).
 */
export function travellersNeeded(rule: RealNameRule, tickets: number): number {
  if (rule === "per_ticket") return Math.max(1, tickets);
  return rule === "per_order" ? 1 : 0;
}

/*
 * The waiting list (decision 035): the API takes a join for a price zone with too few places left,
 * in general admission (the zone's own places) and in a seated hall (the zone's free seats: no
 * adjacent free seats of that zone for the count asked for; the join names no seat, the offer
 * picks adjacent ones, "候补无需选座，请选择票档和张数"), and refuses one while the places asked for are
 * left ("尚有余位，请直接预订"). The screens offer it only where it would be taken: a sold-out zone,
 * whatever the show's seating; while a seated zone has free seats the buyer picks them on the map.
 */

/**
 * Whether a zone of a session is sold out and its waiting list can be joined: no place left in
 * the zone (`remaining` <= 0: its own places in general admission, its free seats in a seated
 * hall), whatever the show's seating.
 */
export function zoneWaitlisted(zone: Pick<PerformSession["zones"][number], "remaining">): boolean {
  return zone.remaining <= 0;
}

/**
 * Whether /PerformDate offers a sold-out session for its waiting list: a session (listed, so still
 * on sale) with no place left in any zone (`bookable` false), in general admission or a seated hall;
 * its zones' waiting lists are joined from /PerformCheck.
 */
export function sessionWaitlisted(session: Pick<PerformSession, "bookable">): boolean {
  return !session.bookable;
}

/**
 * Most tickets of one zone /PerformCheck's zone picker offers: {@link ticketLimit} while the zone
 * has places (general admission); on a sold-out zone (a waiting-list join, {@link zoneWaitlisted},
 * general admission or a seated hall) the show's `max_per_order`, since returned places go to the
 * first entry in line that fits.
 */
export function zoneTicketLimit(maxPerOrder: number, remaining: number): number {
  return remaining > 0 ? ticketLimit(maxPerOrder, remaining) : Math.max(0, maxPerOrder);
}
