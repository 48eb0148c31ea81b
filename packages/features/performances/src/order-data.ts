import { contactProblems, sourceFields, type OrderSource } from "@wenlv/checkout";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import type { PerformDetail, PerformSession, RealNameRule } from "@wenlv/contract/performances";
import { seatChoiceProblem, type SeatMap, type SeatProblem } from "@wenlv/contract/seats";
import { ticketCount, type SessionRef, type TicketChoice } from "./choice";
import { travellersNeeded, zoneWaitlisted } from "./sessions";

/** A problem as an i18n key (of "performances", or namespaced "checkout:...") with its values. */
export type ProblemText = { key: string; values?: Record<string, number> };

/** What is wrong with the tickets asked for: a text, or a seat rule of the contract (shown by @wenlv/ui/seat-map's texts). */
export type ChoiceProblem = ProblemText | { seat: SeatProblem };

/** What the order page holds when the user taps 提交订单 (or 加入候补 on a sold-out zone). */
export type PerformOrderForm = {
  /** The show's product (`product_id` of the detail). */
  productId: number;
  session: SessionRef;
  choice: TicketChoice;
  /** What is wrong with the choice against the live sessions or seat map ({@link choiceProblem}); null when nothing is, while unknown, or on a waiting-list join ({@link choiceWaitlisted}). */
  choiceProblem: ChoiceProblem | null;
  realName: RealNameRule;
  /** The saved travellers picked, in pick order (for `per_ticket`, the i-th holds the i-th seat). */
  travellerIds: number[];
  contactName: string;
  contactPhone: string;
};

/** The fields a performance order problem belongs to. */
export type PerformOrderField = "choice" | "travellers" | "contactName" | "contactPhone";

/** One problem of the order form: its field and what it is. */
export type PerformOrderProblem = ChoiceProblem & { field: PerformOrderField };

/**
 * What is wrong now with the tickets asked for, from the API's live answers (null while they load):
 * the session is no longer sold; for a zone, an unknown zone, more than the show's `max_per_order`,
 * then in general admission more than the zone has left, in a seated hall a zone that still has
 * free seats (they are bought seat by seat on the map: `order.errors.pickSeats`) or that has none
 * (`order.zoneFull`: only its waiting list, {@link choiceWaitlisted}); for seats, a show without a
 * seat map, else contract `seatChoiceProblem` against the seats taken now (too many, unknown, not
 * for sale, taken, half a couple seat). Null when the choice may be bought. The API checks all of
 * it again when the order is created.
 */
export function choiceProblem(
  show: Pick<PerformDetail, "max_per_order" | "seated">,
  choice: TicketChoice,
  session: PerformSession | undefined,
  seatMap: SeatMap | undefined,
): ChoiceProblem | null {
  if (!session) return { key: "order.errors.sessionGone" };
  if (choice.kind === "zone") {
    const zone = session.zones.find((z) => z.sku_id === choice.skuId);
    if (!zone) return { key: "order.errors.choiceMissing" };
    if (choice.quantity > show.max_per_order) return { key: "order.errors.limit", values: { max: show.max_per_order } };
    if (show.seated) return zone.remaining > 0 ? { key: "order.errors.pickSeats" } : { key: "order.zoneFull" };
    if (choice.quantity > zone.remaining) return { key: "order.errors.soldOut", values: { count: zone.remaining } };
    return null;
  }
  if (!show.seated) return { key: "order.errors.choiceMissing" };
  if (!seatMap) return null;
  const problem = seatChoiceProblem(seatMap.layout, seatMap.taken, choice.seats, { maxSeats: seatMap.max_seats, noSingleGap: seatMap.no_single_gap });
  return problem ? { seat: problem } : null;
}

/**
 * Whether the order page joins the waiting list instead of ordering (decision 035): the choice is
 * a zone (its SKU and count, no seats) on the live session whose zone is sold out
 * ({@link zoneWaitlisted}: no place left, general admission or a seated hall), for no more tickets
 * than the show's `max_per_order`. Seats picked on a map, a zone with some places left (too few in
 * general admission, or free seats to pick in a seated hall: {@link choiceProblem} says so) and a
 * session no longer listed never are. The API refuses a join in those cases too.
 */
export function choiceWaitlisted(show: Pick<PerformDetail, "max_per_order">, choice: TicketChoice, session: PerformSession | undefined): boolean {
  if (choice.kind !== "zone" || !session || choice.quantity > show.max_per_order) return false;
  const zone = session.zones.find((z) => z.sku_id === choice.skuId);
  return zone !== undefined && zoneWaitlisted(zone);
}

/**
 * Checks the order before signing, in page order: the choice (its live problem), the real-name
 * travellers (exactly {@link travellersNeeded}), the contact (spec section 5). A waiting-list join
 * (its `choiceProblem` null) is checked the same way: it sends the same order. The API checks
 * everything again.
 */
export function validatePerformOrder(form: PerformOrderForm): PerformOrderProblem[] {
  const problems: PerformOrderProblem[] = [];
  if (form.choiceProblem) problems.push({ field: "choice", ...form.choiceProblem });
  const needed = travellersNeeded(form.realName, ticketCount(form.choice));
  if (needed > 0 && form.travellerIds.length !== needed) problems.push({ field: "travellers", key: "checkout:errors.travellers", values: { count: needed } });
  return [...problems, ...contactProblems(form.contactName, form.contactPhone)];
}

/**
 * The performance order create payload before signing (contract ZPerformanceOrderCreateData): the
 * show's product, the session, the seats picked (seated hall) or, for a zone choice, `seats: []`
 * with the zone's `sku_id` and `quantity`, the travellers the rule needs (none for `none`; in pick
 * order, so the i-th holds the i-th seat), the trimmed contact and the source. No price: the API
 * prices each ticket by its zone (fen). A sold-out zone's waiting-list join sends this same payload
 * to /api/waitlist/join (decision 035), a seated hall's too: a zone and count without seats, the
 * offer seating the per-ticket travellers in order on the adjacent seats it picks.
 */
export function buildPerformOrderData(form: PerformOrderForm, source: OrderSource): Extract<OrderCreatePayload, { type: "performance" }> {
  const needed = travellersNeeded(form.realName, ticketCount(form.choice));
  return {
    type: "performance",
    product_id: form.productId,
    day: form.session.day,
    slot: form.session.slot,
    ...(form.choice.kind === "seats" ? { seats: form.choice.seats } : { seats: [], sku_id: form.choice.skuId, quantity: form.choice.quantity }),
    traveller_ids: form.travellerIds.slice(0, needed),
    contact_name: form.contactName.trim(),
    contact_phone: form.contactPhone.trim(),
    ...sourceFields(source),
  };
}
