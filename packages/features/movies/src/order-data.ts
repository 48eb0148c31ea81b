import { contactProblems, sourceFields, type ContactProblem, type OrderSource } from "@wenlv/checkout";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import { seatChoiceProblem, type SeatMap, type SeatProblem } from "@wenlv/contract/seats";
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
