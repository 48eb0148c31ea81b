import { contactProblems, sourceFields, type OrderSource } from "@wenlv/checkout";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import type { Stay } from "./stay";

/** What the hotel order page holds when the user taps 提交订单. */
export type HotelOrderForm = {
  productId: number;
  skuId: number;
  stay: Stay;
  /** One guest name per room (index = room). */
  guests: string[];
  /** Every night has `stay.rooms` rooms left (the availability answer's `bookable`); null while unknown. */
  bookable: boolean | null;
  contactName: string;
  contactPhone: string;
};

/** The fields a hotel order problem belongs to. */
export type HotelOrderField = "stay" | `guest${number}` | "contactName" | "contactPhone";

/** One problem: its field and an i18n key (of "hotels", or namespaced) with values. */
export type HotelOrderProblem = { field: HotelOrderField; key: string; values?: Record<string, number> };

/**
 * Checks the hotel order before signing, in page order: the stay has rooms on every night, a
 * guest name per room, the contact (spec section 5). The API checks everything again.
 */
export function validateHotelOrder(form: HotelOrderForm): HotelOrderProblem[] {
  const problems: HotelOrderProblem[] = [];
  if (form.bookable === false) problems.push({ field: "stay", key: "order.errors.soldOut" });
  for (let i = 0; i < form.stay.rooms; i++) {
    if (!form.guests[i]?.trim()) problems.push({ field: `guest${i}`, key: "order.errors.guests", values: { index: i + 1 } });
  }
  return [...problems, ...contactProblems(form.contactName, form.contactPhone)];
}

/**
 * The hotel order create payload before signing (contract ZHotelOrderCreateData): the room type's
 * product and SKU, the stay, one trimmed guest name per room, contact and source. No price: the
 * API prices each night.
 */
export function buildHotelOrderData(form: HotelOrderForm, source: OrderSource): Extract<OrderCreatePayload, { type: "hotel" }> {
  return {
    type: "hotel",
    product_id: form.productId,
    sku_id: form.skuId,
    check_in: form.stay.checkIn,
    check_out: form.stay.checkOut,
    rooms: form.stay.rooms,
    guests: form.guests.slice(0, form.stay.rooms).map((g) => g.trim()),
    contact_name: form.contactName.trim(),
    contact_phone: form.contactPhone.trim(),
    ...sourceFields(source),
  };
}
