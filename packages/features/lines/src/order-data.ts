import { contactProblems, sourceFields, type OrderSource } from "@wenlv/checkout";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import type { OrderDepartureState } from "./departures";

/** What the line order page holds when the user taps 提交订单 (or 加入候补 on a full departure). */
export type LineOrderForm = {
  /** The line's product (ZLineListItem.product_id). */
  productId: number;
  /** Departure day, Asia/Shanghai "YYYY-MM-DD". */
  day: string;
  /** The package's adult and child SKUs (null when the package has no child fare). */
  adultSkuId: number;
  childSkuId: number | null;
  /** Seats asked for at each fare. */
  adults: number;
  children: number;
  /** The saved travellers (/MyContacts ids) taking each fare, one per seat. */
  adultIds: number[];
  childIds: number[];
  /**
   * What the departure allows for adults + children now (`orderDepartureState` of the departures
   * answer): booking, joining its waiting list (full), or neither; null while unknown.
   */
  departure: OrderDepartureState | null;
  contactName: string;
  contactPhone: string;
};

/** The fields a line order problem belongs to. */
export type LineOrderField = "day" | "adults" | "children" | "contactName" | "contactPhone";

/** One problem: its field and an i18n key (of "lines", or namespaced) with values. */
export type LineOrderProblem = { field: LineOrderField; key: string; values?: Record<string, number> };

/**
 * Checks the line order before signing, in page order: the departure still bookable for these
 * seats or full with a waiting list (a join wants the same travellers and contact as an order,
 * decision 035), exactly one traveller per adult and per child seat (the seed lines are
 * real-name: each traveller with an ID document, which the API checks), none twice, then the
 * contact (spec section 5). The API checks everything again.
 */
export function validateLineOrder(form: LineOrderForm): LineOrderProblem[] {
  const problems: LineOrderProblem[] = [];
  if (form.departure === "unavailable") problems.push({ field: "day", key: "order.errors.unavailable" });
  const adultIds = new Set(form.adultIds);
  if (form.adultIds.length !== form.adults) problems.push({ field: "adults", key: "order.errors.adults", values: { count: form.adults } });
  if (form.childIds.length !== form.children || form.childIds.some((id) => adultIds.has(id))) problems.push({ field: "children", key: "order.errors.children", values: { count: form.children } });
  return [...problems, ...contactProblems(form.contactName, form.contactPhone)];
}

/**
 * The line order create payload before signing (contract ZLineOrderCreateData): the product, the
 * departure day and, per fare taken, its SKU with its travellers (one seat and one voucher each);
 * contact and source. No price: the API prices each SKU. A full departure's waiting-list join
 * sends this same payload to /api/waitlist/join (decision 035).
 */
export function buildLineOrderData(form: LineOrderForm, source: OrderSource): Extract<OrderCreatePayload, { type: "line" }> {
  const skus = [{ sku_id: form.adultSkuId, traveller_ids: form.adultIds.slice(0, form.adults) }];
  if (form.childSkuId !== null && form.children > 0) skus.push({ sku_id: form.childSkuId, traveller_ids: form.childIds.slice(0, form.children) });
  return {
    type: "line",
    product_id: form.productId,
    day: form.day,
    skus: skus.filter((s) => s.traveller_ids.length > 0),
    contact_name: form.contactName.trim(),
    contact_phone: form.contactPhone.trim(),
    ...sourceFields(source),
  };
}
