import { MAX_ORDER_QUANTITY, type OrderCreatePayload } from "@wenlv/contract/orders";
import { contactProblems, sourceFields, type OrderSource } from "@wenlv/checkout";

/** What the ticket order page holds when the user taps 提交订单 (or 加入候补 on a sold-out slot). */
export type TicketOrderForm = {
  productId: number;
  skuId: number;
  /** Visit day "YYYY-MM-DD" (Asia/Shanghai), null until chosen. */
  day: string | null;
  /** Entry time slot ("09:00-11:00"), null until chosen. */
  slot: string | null;
  quantity: number;
  /** Remaining stock of the chosen slot (null when unknown). */
  remaining: number | null;
  /**
   * True when the form joins the waiting list of a sold-out slot (/api/waitlist/join, decision
   * 035) instead of creating an order; the page sets it for a bookable slot without places.
   */
  waitlist: boolean;
  /** Real-name product: one traveller per ticket. */
  realName: boolean;
  travellerIds: number[];
  contactName: string;
  contactPhone: string;
};

export type { OrderSource };

/** The fields a validation problem belongs to, in the order they appear on the page. */
export type TicketOrderField = "day" | "slot" | "quantity" | "travellers" | "contactName" | "contactPhone";

/** One validation problem: the field and an i18n key of the "tickets" namespace with its values. */
export type TicketOrderProblem = { field: TicketOrderField; key: string; values?: Record<string, number> };

/**
 * The most tickets one order may hold for a slot: min(10, remaining) for an order, 0 when the slot
 * has no places (contract MAX_ORDER_QUANTITY); 10 for a waiting-list join, which waits for the
 * places it asks (`waitlist`, decision 035), and when the stock is unknown (`remaining` null).
 */
export function maxQuantity(remaining: number | null, waitlist = false): number {
  if (remaining === null || waitlist) return MAX_ORDER_QUANTITY;
  return Math.max(0, Math.min(MAX_ORDER_QUANTITY, remaining));
}

/**
 * Checks the order form before signing, in page order; an empty array means it may be sent.
 * Rules: a day and a slot are chosen; an order needs a slot with places (else
 * `order.errors.soldOut`) and 1 <= quantity <= min(10, remaining); a waiting-list join
 * (`waitlist`) needs a sold-out slot (the API refuses a join while places are left, "尚有余位，请直接
 * 预订", decision 035: else `order.errors.hasPlaces`) and 1 <= quantity <= 10; either way a
 * real-name product has exactly `quantity` travellers (one ticket per named traveller), a contact
 * name, and the contact phone is a mainland mobile (spec section 5). The API checks everything again.
 */
export function validateTicketOrder(form: TicketOrderForm): TicketOrderProblem[] {
  const problems: TicketOrderProblem[] = [];
  if (!form.day) problems.push({ field: "day", key: "order.errors.day" });
  if (!form.slot) problems.push({ field: "slot", key: "order.errors.slot" });
  const max = maxQuantity(form.remaining, form.waitlist);
  if (form.slot && !form.waitlist && max === 0) problems.push({ field: "slot", key: "order.errors.soldOut" });
  else if (form.slot && form.waitlist && form.remaining !== null && form.remaining > 0) problems.push({ field: "slot", key: "order.errors.hasPlaces" });
  else if (!Number.isInteger(form.quantity) || form.quantity < 1 || form.quantity > max) {
    problems.push({ field: "quantity", key: "order.errors.quantity", values: { max } });
  }
  if (form.realName && form.travellerIds.length !== form.quantity) {
    problems.push({ field: "travellers", key: "checkout:errors.travellers", values: { count: form.quantity } });
  }
  return [...problems, ...contactProblems(form.contactName, form.contactPhone)];
}

/** The ticket order payload before signing: the contract's OrderCreatePayload of type "ticket". */
export type UnsignedTicketOrder = Extract<OrderCreatePayload, { type: "ticket" }>;

/**
 * Builds the JSON fields of a ticket order create (contract ZTicketOrderCreateData; spec section 3
 * "Order create payload": channel, source_port h5, source_scene). No price or amount is sent: the
 * API reads prices from the SKU. Travellers are sent only for real-name products. A waiting-list
 * join sends the very same payload (decision 035), so `waitlist` changes nothing here.
 * Throws Error when the form has not passed {@link validateTicketOrder} (no day or slot).
 */
export function buildTicketOrderData(form: TicketOrderForm, source: OrderSource): UnsignedTicketOrder {
  if (!form.day || !form.slot) throw new Error("buildTicketOrderData: validate the form first");
  return {
    type: "ticket",
    product_id: form.productId,
    sku_id: form.skuId,
    day: form.day,
    slot: form.slot,
    quantity: form.quantity,
    traveller_ids: form.realName ? [...form.travellerIds] : [],
    contact_name: form.contactName.trim(),
    contact_phone: form.contactPhone.trim(),
    ...sourceFields(source),
  };
}
