import { MAX_PERFORMANCE_TICKETS, parseSeatCode } from "@wenlv/contract/seats";
import { isDay } from "@wenlv/validation/days";
import { positiveId } from "@wenlv/validation/ids";

/*
 * What /PerformCheck hands to /PerformOrder in the query string (spec section 2: inputs come in the
 * query string): the show, the session and either a zone with a ticket count (general admission)
 * or the seats picked on the map (a seated hall).
 *   /PerformOrder?id=<show>&day=YYYY-MM-DD&slot=HH:MM&sku=<zone SKU>&qty=<tickets>
 *   /PerformOrder?id=<show>&day=YYYY-MM-DD&slot=HH:MM&seats=R05-11,R05-12
 */

/** The tickets asked for: `quantity` of one zone (its SKU), or seats by canonical code ("R05-12"). */
export type TicketChoice = { kind: "zone"; skuId: number; quantity: number } | { kind: "seats"; seats: string[] };

/** A session of a show: the show's id, the day ("YYYY-MM-DD" Shanghai) and the start ("19:30"). */
export type SessionRef = { showId: number; day: string; slot: string };

const SLOT = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The query string of a session (no leading "?"): `id=&day=&slot=`. */
export function sessionQuery({ showId, day, slot }: SessionRef): string {
  return `id=${showId}&day=${day}&slot=${encodeURIComponent(slot)}`;
}

/** The query string of a session and a choice, as /PerformOrder reads it ({@link choiceFrom}). */
export function choiceQuery(session: SessionRef, choice: TicketChoice): string {
  const tail = choice.kind === "zone" ? `sku=${choice.skuId}&qty=${choice.quantity}` : `seats=${choice.seats.join(",")}`;
  return `${sessionQuery(session)}&${tail}`;
}

/** The session in a page's query string, or null when the id, day or slot is missing or malformed. */
export function sessionFrom(params: URLSearchParams): SessionRef | null {
  const showId = positiveId(params.get("id"));
  const day = params.get("day");
  const slot = params.get("slot");
  if (showId === null || !isDay(day) || !slot || !SLOT.test(slot)) return null;
  return { showId, day, slot };
}

/**
 * The choice in /PerformOrder's query string, or null when it is missing or malformed: `seats` a
 * comma list of 1..MAX_PERFORMANCE_TICKETS distinct canonical seat codes, else `sku` a positive id
 * with `qty` 1..MAX_PERFORMANCE_TICKETS. The show's own limit and the places left are checked by
 * the page against the API's answers, and by the API again.
 */
export function choiceFrom(params: URLSearchParams): TicketChoice | null {
  const seatList = params.get("seats");
  if (seatList !== null) {
    const seats = seatList.split(",").filter(Boolean);
    const valid = seats.length >= 1 && seats.length <= MAX_PERFORMANCE_TICKETS && new Set(seats).size === seats.length && seats.every((s) => parseSeatCode(s) !== null);
    return valid ? { kind: "seats", seats } : null;
  }
  const skuId = positiveId(params.get("sku"));
  const qty = params.get("qty");
  const quantity = qty && /^\d{1,2}$/.test(qty) ? Number(qty) : 0;
  if (skuId === null || quantity < 1 || quantity > MAX_PERFORMANCE_TICKETS) return null;
  return { kind: "zone", skuId, quantity };
}

/** Tickets of a choice: its seats, or its quantity. */
export function ticketCount(choice: TicketChoice): number {
  return choice.kind === "seats" ? choice.seats.length : choice.quantity;
}
