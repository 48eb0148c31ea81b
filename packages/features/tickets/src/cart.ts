import { MAX_ORDER_QUANTITY, MAX_TICKET_CART_ORDER_LINES, type OrderCreatePayload } from "@wenlv/contract/orders";
import type { TicketCartLine } from "@wenlv/contract/ticket-cart";
import { contactProblems, sourceFields, type OrderSource } from "@wenlv/checkout";

/*
 * The ticket cart's rules on the app side (issue 10, decision 036): which lines can be ticked, the
 * total of the ticked ones, the checks before the signed create and its payload. The API checks
 * everything again and prices every line itself.
 */

/** Whether a line can be bought as it stands (the API's `block` is null). */
export function isBuyable(line: Pick<TicketCartLine, "block">): boolean {
  return line.block === null;
}

/** The most tickets a line may hold: min(10, places left); 10 while the places are unknown. */
export function lineMax(line: Pick<TicketCartLine, "remaining">): number {
  return line.remaining === null ? MAX_ORDER_QUANTITY : Math.max(1, Math.min(MAX_ORDER_QUANTITY, line.remaining));
}

/** The ticked lines that can be bought (in cart order), their total in fen and their tickets. */
export function cartSelection(lines: readonly TicketCartLine[], ticked: ReadonlySet<number>): { lines: TicketCartLine[]; totalFen: number; tickets: number } {
  const chosen = lines.filter((l) => ticked.has(l.id) && isBuyable(l));
  return {
    lines: chosen,
    totalFen: chosen.reduce((sum, l) => sum + l.unit_price_fen * l.quantity, 0),
    tickets: chosen.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/** Cart line ids from the `ids` query parameter ("3,4"): positive integers, none twice, at most MAX_TICKET_CART_ORDER_LINES. */
export function parseCartIds(param: string | null): number[] {
  if (!param) return [];
  const ids = param
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, MAX_TICKET_CART_ORDER_LINES);
}

/** The fields of a cart order's problems, in page order (a line's travellers: `travellers:<line id>`). */
export type CartOrderField = `travellers:${number}` | "lines" | "contactName" | "contactPhone";

/** One problem: field, i18n key of the "tickets" namespace (or "checkout:…"), its values. */
export type CartOrderProblem = { field: CartOrderField; key: string; values?: Record<string, string | number> };

/** What /TicketCartConfirm holds when 提交订单 is tapped. */
export type CartOrderForm = {
  lines: readonly TicketCartLine[];
  /** Travellers chosen per line id (real-name lines: one per ticket). */
  travellers: Readonly<Record<number, readonly number[]>>;
  contactName: string;
  contactPhone: string;
};

/**
 * Checks a cart order before signing; [] means it may be sent. Rules: at least one line and at
 * most MAX_TICKET_CART_ORDER_LINES, every line buyable now; each real-name line has exactly its
 * quantity of travellers; the contact (spec section 5).
 */
export function validateCartOrder(form: CartOrderForm): CartOrderProblem[] {
  const problems: CartOrderProblem[] = [];
  if (form.lines.length === 0) problems.push({ field: "lines", key: "cart.errors.empty" });
  else if (form.lines.length > MAX_TICKET_CART_ORDER_LINES) problems.push({ field: "lines", key: "cart.errors.tooMany", values: { max: MAX_TICKET_CART_ORDER_LINES } });
  const blocked = form.lines.find((l) => !isBuyable(l));
  if (blocked) problems.push({ field: "lines", key: "cart.errors.blocked", values: { name: blocked.scenic_name } });
  for (const line of form.lines) {
    if (line.real_name && (form.travellers[line.id]?.length ?? 0) !== line.quantity) {
      problems.push({ field: `travellers:${line.id}`, key: "checkout:errors.travellers", values: { count: line.quantity } });
    }
  }
  return [...problems, ...contactProblems(form.contactName, form.contactPhone)];
}

/** The ticket-cart order payload before signing (contract ZTicketCartOrderCreateData). */
export type UnsignedCartOrder = Extract<OrderCreatePayload, { type: "ticket_cart" }>;

/**
 * The JSON fields of a ticket-cart order create: one entry per line (product, SKU, day, slot,
 * quantity; travellers only on real-name lines), the contact and the spec section 3 source fields.
 * No price is sent.
 */
export function buildCartOrderData(form: CartOrderForm, source: OrderSource): UnsignedCartOrder {
  return {
    type: "ticket_cart",
    lines: form.lines.map((l) => ({
      product_id: l.product_id,
      sku_id: l.sku_id,
      day: l.day,
      slot: l.slot,
      quantity: l.quantity,
      traveller_ids: l.real_name ? [...(form.travellers[l.id] ?? [])] : [],
    })),
    contact_name: form.contactName.trim(),
    contact_phone: form.contactPhone.trim(),
    ...sourceFields(source),
  };
}
