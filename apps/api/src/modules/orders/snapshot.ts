import type { OrderStay } from "@wenlv/contract/orders";
import { ZSkuRules, type SkuRules } from "@wenlv/contract/sku-rules";

/**
 * What an order item remembers from the moment it was created (`order_items.snapshot`), so later
 * edits to travellers or the catalogue do not change a bought ticket.
 */
export type ItemSnapshot = {
  /** Canonical form of the request's product fields, to tell a retry from a different order. */
  fingerprint: string;
  /** Real-name travellers, one voucher each; empty for products without real names. */
  travellers: { id: number; name: string; id_masked: string }[];
  /** The catalogue entity (a scenic spot for tickets). */
  owner: { type: string; id: number; name: string };
  /** English title and SKU name for English screens ("" when the catalogue has none). */
  en: { title: string; sku_name: string };
  /** The SKU's rules when sold (issue 9, decision 022); absent in orders made before. */
  rules?: SkuRules;
  /** A hotel stay (issue 10): its days, the hotel's check-in and check-out times, one guest per room. */
  stay?: HotelStay;
  /**
   * The seats of a seated item (a performance in a seated hall, a film; decision 033): canonical
   * codes ("R05-12"), as many as the quantity, one voucher each; `travellers`, when given, are
   * theirs in the same order.
   */
  seats?: string[];
};

/** The stay a hotel order item belongs to (every night's item carries it; the wire's ZOrderStay). Days "YYYY-MM-DD", times "HH:MM" Shanghai. */
export type HotelStay = OrderStay;

function readStay(value: unknown): HotelStay | undefined {
  const v = value as Partial<HotelStay> | null | undefined;
  if (!v || typeof v.check_in !== "string" || typeof v.check_out !== "string") return undefined;
  return {
    check_in: v.check_in,
    check_out: v.check_out,
    nights: typeof v.nights === "number" ? v.nights : 0,
    rooms: typeof v.rooms === "number" ? v.rooms : 0,
    guests: Array.isArray(v.guests) ? v.guests.filter((g): g is string => typeof g === "string") : [],
    check_in_time: typeof v.check_in_time === "string" ? v.check_in_time : "00:00",
    check_out_time: typeof v.check_out_time === "string" ? v.check_out_time : "12:00",
  };
}

/**
 * The SKU rules an order item was sold under, or null for an item sold before issue 9 (whose
 * refunds then follow DEFAULT_SKU_RULES: 随时退).
 */
export function snapshotRules(value: unknown): SkuRules | null {
  const parsed = ZSkuRules.safeParse((value as Partial<ItemSnapshot> | null)?.rules);
  return parsed.success ? parsed.data : null;
}

/** Reads a stored snapshot defensively (jsonb may hold an older shape). */
export function readSnapshot(value: unknown): ItemSnapshot {
  const v = (value ?? {}) as Partial<ItemSnapshot>;
  return {
    rules: snapshotRules(value) ?? undefined,
    fingerprint: typeof v.fingerprint === "string" ? v.fingerprint : "",
    travellers: Array.isArray(v.travellers) ? v.travellers : [],
    owner: v.owner && typeof v.owner === "object" ? v.owner : { type: "", id: 0, name: "" },
    en: { title: typeof v.en?.title === "string" ? v.en.title : "", sku_name: typeof v.en?.sku_name === "string" ? v.en.sku_name : "" },
    stay: readStay(v.stay),
    seats: Array.isArray(v.seats) ? v.seats.filter((seat): seat is string => typeof seat === "string") : [],
  };
}
