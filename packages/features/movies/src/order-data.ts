import { contactProblems, sourceFields, type ContactProblem, type OrderSource } from "@wenlv/checkout";
import { MOVIE_SKU_COUPLE } from "@wenlv/contract/movies";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import { MAX_MOVIE_SEATS, seatChoiceProblem, type SeatMap, type SeatProblem, type SeatZone } from "@wenlv/contract/seats";
import type { ShowtimeRef } from "./links";

/** What the film order page holds when the visitor taps 提交订单. */
export type MovieOrderForm = {
  showtime: ShowtimeRef;
  /** Seat codes ("R05-12"), in pick order; a couple seat is both halves. */
  seats: readonly string[];
  contactName: string;
  contactPhone: string;
};

/** A problem of the film order: the seats (a contract seat problem) or a contact field (an i18n key). */
export type MovieOrderProblem = { field: "seats"; seat: SeatProblem } | ContactProblem;

/**
 * Checks the film order before signing, in page order: the seats against the seat map read now
 * (contract seatChoiceProblem with the map's rules: taken, couple halves, single empty seat, at
 * most `max_seats`; no map yet counts as nothing chosen), then the contact (spec section 5). The
 * API checks everything again.
 */
export function validateMovieOrder(form: MovieOrderForm, map: Pick<SeatMap, "layout" | "taken" | "max_seats" | "no_single_gap"> | undefined): MovieOrderProblem[] {
  const problems: MovieOrderProblem[] = [];
  const seat = map ? seatChoiceProblem(map.layout, map.taken, form.seats, { maxSeats: map.max_seats, noSingleGap: map.no_single_gap }) : { kind: "none" as const };
  if (seat) problems.push({ field: "seats", seat });
  return [...problems, ...contactProblems(form.contactName, form.contactPhone)];
}

/**
 * The film order create payload before signing (contract ZMovieOrderCreateData): the film at the
 * cinema (product), the showtime's day and slot, the seats, the trimmed contact and the source.
 * No price: the API prices each seat by its zone.
 */
export function buildMovieOrderData(form: MovieOrderForm, source: OrderSource): Extract<OrderCreatePayload, { type: "movie" }> {
  return {
    type: "movie",
    product_id: form.showtime.productId,
    day: form.showtime.day,
    slot: form.showtime.slot,
    seats: [...form.seats],
    contact_name: form.contactName.trim(),
    contact_phone: form.contactPhone.trim(),
    ...sourceFields(source),
  };
}

/** A seat kind of a showtime's seat map as the waiting list takes it: the SKU (`sku_id`) and its code ("STD" 普通座, "COUPLE" 情侣座). */
export type WaitlistSeatKind = Pick<SeatZone, "sku_id" | "code">;

/** Whether `kind` is the couple seat kind (情侣座, code MOVIE_SKU_COUPLE), whose seats go in pairs. */
export function isCoupleKind(kind: Pick<SeatZone, "code"> | null | undefined): boolean {
  return kind?.code === MOVIE_SKU_COUPLE;
}

/**
 * The seat counts a film waiting-list join may ask for (decision 035, the API's movieWaitLines):
 * 1..MAX_MOVIE_SEATS, or for the couple kind whole pairs only (2 or 4), stepping by `step`.
 */
export function waitlistCountRange(couple: boolean): { min: number; max: number; step: number } {
  return couple ? { min: 2, max: MAX_MOVIE_SEATS - (MAX_MOVIE_SEATS % 2), step: 2 } : { min: 1, max: MAX_MOVIE_SEATS, step: 1 };
}

/** `count` made one the kind allows ({@link waitlistCountRange}): within the range, an odd count of couple seats rounded up to a pair (1 -> 2, 3 -> 4). */
export function fitWaitlistCount(couple: boolean, count: number): number {
  const { min, max } = waitlistCountRange(couple);
  const wanted = couple && count % 2 !== 0 ? count + 1 : count;
  return Math.min(max, Math.max(min, wanted));
}

/**
 * The count after one tap of the seat-count stepper (which steps by one): from `previous` towards
 * `next` by the kind's step (a couple kind moves a pair at a time: 2 -> 3 gives 4), within the range.
 */
export function stepWaitlistCount(couple: boolean, previous: number, next: number): number {
  if (next === previous) return fitWaitlistCount(couple, previous);
  const { step } = waitlistCountRange(couple);
  return fitWaitlistCount(couple, next > previous ? previous + step : previous - step);
}

/** What the film waiting-list form holds when the visitor taps 加入候补 (/MovieOrder?…&wait=1). */
export type MovieWaitlistValues = {
  showtime: ShowtimeRef;
  /** The seat kind chosen from the seat map's `zones`, or null before one is chosen. */
  kind: WaitlistSeatKind | null;
  /** Seats wanted (adjacent ones, picked by the server when they come back). */
  quantity: number;
  contactName: string;
  contactPhone: string;
};

/** A problem of the waiting-list form: the seat kind or count (a namespaced i18n key and its values), or a contact field. */
export type MovieWaitlistProblem = { field: "kind" | "quantity"; key: string; values?: Record<string, number> } | ContactProblem;

/**
 * Checks a film waiting-list join before signing, in page order (decision 035; the API's
 * movieWaitLines checks it again): a seat kind chosen, 1..MAX_MOVIE_SEATS seats, an even count of
 * couple seats (情侣座须两个座位一起候补), then the contact (contactProblems).
 */
export function validateMovieWaitlist(form: MovieWaitlistValues): MovieWaitlistProblem[] {
  const problems: MovieWaitlistProblem[] = [];
  if (!form.kind) problems.push({ field: "kind", key: "movies:waitlist.errors.kind" });
  if (!Number.isInteger(form.quantity) || form.quantity < 1 || form.quantity > MAX_MOVIE_SEATS) problems.push({ field: "quantity", key: "movies:waitlist.errors.quantity", values: { max: MAX_MOVIE_SEATS } });
  else if (isCoupleKind(form.kind) && form.quantity % 2 !== 0) problems.push({ field: "quantity", key: "movies:waitlist.errors.coupleEven" });
  return [...problems, ...contactProblems(form.contactName, form.contactPhone)];
}

/**
 * The film waiting-list join payload before signing (contract ZMovieOrderCreateData, sent to
 * /api/waitlist/join, decision 035): the film at the cinema (product), the showtime's day and slot,
 * no seats (`seats: []`: the offer picks adjacent ones), the seat kind's `sku_id` and the `quantity`
 * of seats, the trimmed contact and the source. No price: the API prices each seat by its kind (fen).
 * Call it on a form {@link validateMovieWaitlist} passed (without a kind, `sku_id` is left out and the API refuses).
 */
export function buildMovieWaitlistData(form: MovieWaitlistValues, source: OrderSource): Extract<OrderCreatePayload, { type: "movie" }> {
  return {
    type: "movie",
    product_id: form.showtime.productId,
    day: form.showtime.day,
    slot: form.showtime.slot,
    seats: [],
    ...(form.kind ? { sku_id: form.kind.sku_id } : {}),
    quantity: form.quantity,
    contact_name: form.contactName.trim(),
    contact_phone: form.contactPhone.trim(),
    ...sourceFields(source),
  };
}
