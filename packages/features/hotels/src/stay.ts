import { MAX_HOTEL_NIGHTS, MAX_HOTEL_ROOMS } from "@wenlv/contract/orders";
import { addDays, daysBetween, isDay } from "@wenlv/validation/days";

/** A stay as the hotel pages carry it in their URLs: check-in and check-out days (Shanghai) and rooms. */
export type Stay = { checkIn: string; checkOut: string; rooms: number };

/**
 * The stay a hotel page works with, from its query string (`check_in`, `check_out`, `rooms`),
 * kept when it is one the API would price: check-in from `today` to the last night of the sales
 * window (`saleDays` nights, tonight included), check-out after it, at most MAX_HOTEL_NIGHTS nights
 * and no later than the morning after the window's last night, 1..MAX_HOTEL_ROOMS rooms. Anything
 * else falls back to tonight for one night (and 1 room): a shared link from last week opens on
 * tonight rather than on an error.
 */
export function stayFrom(params: URLSearchParams, today: string, saleDays: number): Stay {
  const rooms = Number(params.get("rooms") ?? "1");
  const checkIn = params.get("check_in");
  const checkOut = params.get("check_out");
  const lastCheckOut = addDays(today, Math.max(1, saleDays));
  const roomsOk = Number.isInteger(rooms) && rooms >= 1 && rooms <= MAX_HOTEL_ROOMS ? rooms : 1;
  if (isDay(checkIn) && isDay(checkOut)) {
    const nights = daysBetween(checkIn, checkOut);
    if (checkIn >= today && nights >= 1 && nights <= MAX_HOTEL_NIGHTS && checkOut <= lastCheckOut) return { checkIn, checkOut, rooms: roomsOk };
  }
  return { checkIn: today, checkOut: addDays(today, 1), rooms: roomsOk };
}

/** Nights of a stay (check-in day to check-out day). */
export function nightsOf(stay: Pick<Stay, "checkIn" | "checkOut">): number {
  return daysBetween(stay.checkIn, stay.checkOut);
}

/** The query string of a stay, to carry it from page to page: "check_in=…&check_out=…&rooms=…". */
export function stayQuery(stay: Stay): string {
  return new URLSearchParams({ check_in: stay.checkIn, check_out: stay.checkOut, rooms: String(stay.rooms) }).toString();
}

/**
 * Whether the calendar may take `day` as the check-out after `checkIn`: later than check-in, at
 * most MAX_HOTEL_NIGHTS nights, inside the window (`lastCheckOut`).
 */
export function checkOutAllowed(checkIn: string, day: string, lastCheckOut: string): boolean {
  const nights = daysBetween(checkIn, day);
  return nights >= 1 && nights <= MAX_HOTEL_NIGHTS && day <= lastCheckOut;
}
