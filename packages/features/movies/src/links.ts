import { positiveId } from "@wenlv/validation/ids";

/** A showtime as the seat and order pages take it: the film-at-cinema product, the day, the slot ("19:30|H1"), and the film and cinema for their names. */
export type ShowtimeRef = { productId: number; day: string; slot: string; movieId: number; cinemaId: number };

/** The query string of a showtime (the slot encoded: it holds "|"). */
export function showtimeQuery(ref: ShowtimeRef): string {
  return `product=${ref.productId}&day=${ref.day}&slot=${encodeURIComponent(ref.slot)}&movie=${ref.movieId}&cinema=${ref.cinemaId}`;
}

/** /MovieSeat for a showtime. */
export function seatHref(ref: ShowtimeRef): string {
  return `/MovieSeat?${showtimeQuery(ref)}`;
}

/** /MovieOrder for a showtime and the seats chosen ("R05-12", in pick order). */
export function orderHref(ref: ShowtimeRef, seats: readonly string[]): string {
  return `/MovieOrder?${showtimeQuery(ref)}&seats=${seats.join(",")}`;
}

/**
 * /MovieOrder in waiting-list mode for a sold-out showtime (decision 035): the showtime and
 * `wait=1`, no seats (the offer picks adjacent seats; the visitor chooses the seat kind and count).
 */
export function waitlistHref(ref: ShowtimeRef): string {
  return `/MovieOrder?${showtimeQuery(ref)}&wait=1`;
}

/** Whether a /MovieOrder query string asks for the waiting-list mode ({@link waitlistHref}: `wait=1`). */
export function waitlistFrom(params: URLSearchParams): boolean {
  return params.get("wait") === "1";
}

/** The "YYYY-MM-DD" pattern of a Shanghai day. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The showtime in a query string ({@link showtimeQuery}), or null when a part is missing or malformed. */
export function showtimeFrom(params: URLSearchParams): ShowtimeRef | null {
  const productId = positiveId(params.get("product"));
  const movieId = positiveId(params.get("movie"));
  const cinemaId = positiveId(params.get("cinema"));
  const day = params.get("day") ?? "";
  const slot = (params.get("slot") ?? "").trim();
  if (productId === null || movieId === null || cinemaId === null || !DAY.test(day) || !slot || slot.length > 64) return null;
  return { productId, day, slot, movieId, cinemaId };
}

/** The seats of a /MovieOrder query string: the canonical codes of `seats`, comma-separated, without repeats. */
export function seatsFrom(params: URLSearchParams): string[] {
  const codes = (params.get("seats") ?? "").split(",").filter((c) => /^R\d{2,3}-\d{2,3}$/.test(c));
  return [...new Set(codes)];
}
